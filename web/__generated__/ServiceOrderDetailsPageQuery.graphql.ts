/**
 * @generated SignedSource<<56bb666cff3781f3d59ed71b9c7fa963>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderDetailsPageQuery$variables = {
  id: string;
};
export type ServiceOrderDetailsPageQuery$data = {
  readonly node: {
    readonly order: {
      readonly id: string;
      readonly number: number;
      readonly orderId: string;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderActions_order" | "ServiceOrderFacts_order" | "ServiceOrderHistory_order">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
  } | null | undefined;
};
export type ServiceOrderDetailsPageQuery = {
  response: ServiceOrderDetailsPageQuery$data;
  variables: ServiceOrderDetailsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
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
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
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
  "name": "orderId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": (v7/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v10 = [
  (v6/*:: as any*/),
  (v3/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v12 = [
  (v9/*:: as any*/),
  (v6/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceOrderDetailsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v8/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ServiceOrderFacts_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ServiceOrderActions_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ServiceOrderHistory_order"
                }
              ],
              "type": "ServiceOrder",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "order"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderDetailsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceOrderDevice",
                "kind": "LinkedField",
                "name": "deviceFacts",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v6/*:: as any*/),
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
                    "name": "deviceModelTitle",
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
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceCenterId",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceIssue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dueDate",
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceSolution",
                "kind": "LinkedField",
                "name": "solutions",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceCause",
                "kind": "LinkedField",
                "name": "cause",
                "plural": false,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceReplacement",
                "kind": "LinkedField",
                "name": "replacement",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "oldDevice",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "newDevice",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 50
                  }
                ],
                "concreteType": "ServiceOrderHistoryEntryConnection",
                "kind": "LinkedField",
                "name": "history",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceOrderHistoryEntryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ServiceOrderHistoryEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "entryId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "action",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "actorName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "at",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ServiceOrderHistoryChange",
                            "kind": "LinkedField",
                            "name": "changes",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "field",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "from",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "to",
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
                "storageKey": "history(first:50)"
              }
            ],
            "type": "ServiceOrder",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c2fc420018e0c715cec6410b547a8cbb",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderDetailsPageQuery",
    "operationKind": "query",
    "text": "query ServiceOrderDetailsPageQuery(\n  $id: ID!\n) {\n  viewer {\n    config {\n      utcOffset\n    }\n    id\n  }\n  node(id: $id) {\n    __typename\n    ... on ServiceOrder {\n      id\n      orderId\n      number\n      status {\n        slug\n        name\n      }\n      ...ServiceOrderFacts_order\n      ...ServiceOrderActions_order\n      ...ServiceOrderHistory_order\n    }\n    id\n  }\n}\n\nfragment ServiceOrderActions_order on ServiceOrder {\n  id\n  number\n  status {\n    slug\n  }\n}\n\nfragment ServiceOrderFacts_order on ServiceOrder {\n  deviceFacts {\n    deviceId\n    name\n    networkId\n    serialNumber\n    deviceModelTitle\n  }\n  owner {\n    name\n    id\n  }\n  serviceCenter {\n    serviceCenterId\n    name\n    id\n  }\n  technician {\n    name\n    id\n  }\n  serviceIssue\n  notes\n  dueDate\n  createdAt\n  startedAt\n  completedAt\n  solutions {\n    slug\n    name\n  }\n  cause {\n    slug\n    name\n  }\n  comment\n  replacement {\n    note\n    createdAt\n    createdByName\n    oldDevice {\n      deviceId\n      name\n      id\n    }\n    newDevice {\n      deviceId\n      name\n      id\n    }\n  }\n}\n\nfragment ServiceOrderHistory_order on ServiceOrder {\n  history(first: 50) {\n    edges {\n      node {\n        entryId\n        action\n        actorName\n        at\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89740d7fc8812f1121bd5387c08a5a74";

export default node;
