/**
 * @generated SignedSource<<74878282978b11765e526f148b150da7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type DevicesExportMenuQuery$variables = {
  filter?: DeviceFilter | null | undefined;
  first: number;
  orderBy?: DeviceOrder | null | undefined;
  page?: number | null | undefined;
};
export type DevicesExportMenuQuery$data = {
  readonly devices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly deviceModel: {
          readonly title: string;
        };
        readonly deviceTypeCategory: {
          readonly name: string;
          readonly slug: string;
        };
        readonly lastSeenAt: string | null | undefined;
        readonly lifecycle: DeviceLifecycle;
        readonly name: string;
        readonly networkId: string;
        readonly owner: {
          readonly name: string;
        };
        readonly serialNumber: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
};
export type DevicesExportMenuQuery = {
  response: DevicesExportMenuQuery$data;
  variables: DevicesExportMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serialNumber",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifecycle",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastSeenAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "DeviceConnection",
        "kind": "LinkedField",
        "name": "devices",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/)
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
                      (v6/*:: as any*/),
                      (v12/*:: as any*/)
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
                      (v13/*:: as any*/)
                    ],
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DevicesExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "DeviceConnection",
        "kind": "LinkedField",
        "name": "devices",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v14/*:: as any*/)
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
                      (v6/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/)
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
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
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
    "cacheID": "e04dadf1ffaa4eb97e34a8c0a85918cf",
    "id": null,
    "metadata": {},
    "name": "DevicesExportMenuQuery",
    "operationKind": "query",
    "text": "query DevicesExportMenuQuery(\n  $filter: DeviceFilter\n  $orderBy: DeviceOrder\n  $first: Int!\n  $page: Int\n) {\n  devices(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    edges {\n      node {\n        name\n        networkId\n        serialNumber\n        lifecycle\n        lastSeenAt\n        createdAt\n        owner {\n          name\n          id\n        }\n        deviceTypeCategory {\n          name\n          slug\n          id\n        }\n        deviceModel {\n          title\n          id\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "732903694b68766aad62f2a069f0144c";

export default node;
