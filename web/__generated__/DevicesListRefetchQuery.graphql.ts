/**
 * @generated SignedSource<<98f0c1df654c3129fa5e27facdea6ea0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
export type DeviceOrderField = "CREATED_AT" | "LAST_SEEN_AT" | "NAME" | "NETWORK_ID" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type DeviceFilter = {
  deleted?: boolean | null | undefined;
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
  lifecycles?: ReadonlyArray<DeviceLifecycle> | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
};
export type DeviceOrder = {
  direction?: OrderDirection | null | undefined;
  field: DeviceOrderField;
};
export type DevicesListRefetchQuery$variables = {
  filter?: DeviceFilter | null | undefined;
  first?: number | null | undefined;
  orderBy?: DeviceOrder | null | undefined;
  page?: number | null | undefined;
};
export type DevicesListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DevicesListFragment">;
};
export type DevicesListRefetchQuery = {
  response: DevicesListRefetchQuery$data;
  variables: DevicesListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesListRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DevicesListFragment"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevicesListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeviceConnection",
        "kind": "LinkedField",
        "name": "devices",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Device",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deviceId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "networkId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serialNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lifecycle",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceTypeCategory",
                    "kind": "LinkedField",
                    "name": "deviceTypeCategory",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceModel",
                    "kind": "LinkedField",
                    "name": "deviceModel",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursors",
            "kind": "LinkedField",
            "name": "pageCursors",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalPages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "first",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "last",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "previous",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "next",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "around",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isCurrent",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "87f68d583a4c46df5f509f9141417e54",
    "id": null,
    "metadata": {},
    "name": "DevicesListRefetchQuery",
    "operationKind": "query",
    "text": "query DevicesListRefetchQuery(\n  $filter: DeviceFilter\n  $first: Int = 10\n  $orderBy: DeviceOrder\n  $page: Int\n) {\n  ...DevicesListFragment_4cumge\n}\n\nfragment DeviceListItemFragment on Device {\n  deviceId\n  name\n  networkId\n  serialNumber\n  lifecycle\n  lastSeenAt\n  createdAt\n  owner {\n    name\n    id\n  }\n  deviceTypeCategory {\n    name\n    slug\n    id\n  }\n  deviceModel {\n    title\n    id\n  }\n}\n\nfragment DevicesListFragment_4cumge on Query {\n  devices(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceListItemFragment\n      }\n    }\n    pageCursors {\n      totalPages\n      ...PaginationFragment\n    }\n  }\n}\n\nfragment PaginationFragment on PageCursors {\n  first {\n    cursor\n    page\n  }\n  last {\n    cursor\n    page\n  }\n  previous {\n    cursor\n    page\n  }\n  next {\n    cursor\n    page\n  }\n  around {\n    cursor\n    page\n    isCurrent\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ac0810b8e442e4848ba61d974696056";

export default node;
