/**
 * @generated SignedSource<<3e88dea267f137283304dabcb27b2e72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
export type TechnicianPageQuery$variables = {
  id: string;
  orders: ServiceOrderFilter;
};
export type TechnicianPageQuery$data = {
  readonly node: {
    readonly __typename: "Technician";
    readonly createdAt: string;
    readonly id: string;
    readonly isActive: boolean;
    readonly models: ReadonlyArray<{
      readonly id: string;
      readonly title: string;
    }>;
    readonly name: string;
    readonly serviceCenter: {
      readonly id: string;
      readonly name: string;
      readonly serviceCenterId: string;
    };
    readonly user: {
      readonly email: string;
      readonly isActive: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly serviceOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderListItemFragment">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type TechnicianPageQuery = {
  response: TechnicianPageQuery$data;
  variables: TechnicianPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orders"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "TechnicianUser",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceCenterId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenter",
  "kind": "LinkedField",
  "name": "serviceCenter",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v8/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceModel",
  "kind": "LinkedField",
  "name": "models",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "orders"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": {
      "direction": "ASC",
      "field": "DUE_DATE"
    }
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UserConfig",
      "kind": "LinkedField",
      "name": "config",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utcOffset",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = [
  (v4/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TechnicianPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "type": "Technician",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "ServiceOrderConnection",
        "kind": "LinkedField",
        "name": "serviceOrders",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ServiceOrderListItemFragment"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TechnicianPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "type": "Technician",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "ServiceOrderConnection",
        "kind": "LinkedField",
        "name": "serviceOrders",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  {
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
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceOrderDevice",
                    "kind": "LinkedField",
                    "name": "deviceFacts",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "deviceId",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
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
                    "selections": [
                      (v8/*:: as any*/),
                      (v4/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dueDate",
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "4f8fc8f5e39634abf0d6d2009a2a5335",
    "id": null,
    "metadata": {},
    "name": "TechnicianPageQuery",
    "operationKind": "query",
    "text": "query TechnicianPageQuery(\n  $id: ID!\n  $orders: ServiceOrderFilter!\n) {\n  node(id: $id) {\n    __typename\n    ... on Technician {\n      id\n      name\n      isActive\n      createdAt\n      user {\n        email\n        isActive\n      }\n      serviceCenter {\n        id\n        serviceCenterId\n        name\n      }\n      models {\n        id\n        title\n      }\n    }\n    id\n  }\n  serviceOrders(filter: $orders, orderBy: {field: DUE_DATE, direction: ASC}, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ServiceOrderListItemFragment\n      }\n    }\n  }\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n}\n\nfragment ServiceOrderListItemFragment on ServiceOrder {\n  orderId\n  number\n  status {\n    slug\n    name\n  }\n  deviceFacts {\n    deviceId\n    name\n    networkId\n  }\n  owner {\n    name\n    id\n  }\n  serviceCenter {\n    serviceCenterId\n    name\n    id\n  }\n  technician {\n    name\n    id\n  }\n  dueDate\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "a664448c694e5d8f5d33c91479b27827";

export default node;
