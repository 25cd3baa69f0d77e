/**
 * @generated SignedSource<<21020d13309a3c11d3a941e6f666b5d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OrderDirection = "ASC" | "DESC" | "%future added value";
export type ServiceOrderOrderField = "CREATED_AT" | "DUE_DATE" | "STATUS" | "%future added value";
export type ServiceOrderFilter = {
  assignedToViewer?: boolean | null | undefined;
  deviceIds?: ReadonlyArray<string> | null | undefined;
  dueFrom?: string | null | undefined;
  dueTo?: string | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
  serviceCenterIds?: ReadonlyArray<string> | null | undefined;
  statuses?: ReadonlyArray<string> | null | undefined;
  technicianId?: string | null | undefined;
};
export type ServiceOrderOrder = {
  direction?: OrderDirection | null | undefined;
  field: ServiceOrderOrderField;
};
export type ServiceOrdersExportMenuQuery$variables = {
  filter?: ServiceOrderFilter | null | undefined;
  first: number;
  orderBy?: ServiceOrderOrder | null | undefined;
  page?: number | null | undefined;
};
export type ServiceOrdersExportMenuQuery$data = {
  readonly serviceOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly deviceFacts: {
          readonly name: string;
          readonly networkId: string;
        };
        readonly dueDate: string | null | undefined;
        readonly number: number;
        readonly owner: {
          readonly name: string;
        };
        readonly serviceCenter: {
          readonly name: string;
        } | null | undefined;
        readonly status: {
          readonly name: string;
          readonly slug: string;
        };
        readonly technician: {
          readonly name: string;
        } | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
};
export type ServiceOrdersExportMenuQuery = {
  response: ServiceOrdersExportMenuQuery$data;
  variables: ServiceOrdersExportMenuQuery$variables;
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
  "name": "number",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderDevice",
  "kind": "LinkedField",
  "name": "deviceFacts",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  (v7/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  (v7/*:: as any*/),
  (v13/*:: as any*/)
];
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
    "name": "ServiceOrdersExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ServiceOrderConnection",
        "kind": "LinkedField",
        "name": "serviceOrders",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceOrderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceOrder",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceCenter",
                    "kind": "LinkedField",
                    "name": "serviceCenter",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Technician",
                    "kind": "LinkedField",
                    "name": "technician",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
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
    "name": "ServiceOrdersExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ServiceOrderConnection",
        "kind": "LinkedField",
        "name": "serviceOrders",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceOrderEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceOrder",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceCenter",
                    "kind": "LinkedField",
                    "name": "serviceCenter",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Technician",
                    "kind": "LinkedField",
                    "name": "technician",
                    "plural": false,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "44d6103f02e575674637a0dca57cd6b0",
    "id": null,
    "metadata": {},
    "name": "ServiceOrdersExportMenuQuery",
    "operationKind": "query",
    "text": "query ServiceOrdersExportMenuQuery(\n  $filter: ServiceOrderFilter\n  $orderBy: ServiceOrderOrder\n  $first: Int!\n  $page: Int\n) {\n  serviceOrders(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    edges {\n      node {\n        number\n        status {\n          slug\n          name\n        }\n        deviceFacts {\n          name\n          networkId\n        }\n        owner {\n          name\n          id\n        }\n        serviceCenter {\n          name\n          id\n        }\n        technician {\n          name\n          id\n        }\n        dueDate\n        createdAt\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1777ef5c2424ecca8dddf4d9192e4baa";

export default node;
