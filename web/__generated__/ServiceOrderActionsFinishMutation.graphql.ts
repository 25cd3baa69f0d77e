/**
 * @generated SignedSource<<e44646e67953214d7445b5e3429cdc98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderOutcome = "COMPLETED" | "FAILED" | "%future added value";
export type FinishServiceOrderInput = {
  comment?: string | null | undefined;
  id: string;
  outcome?: ServiceOrderOutcome | null | undefined;
};
export type ServiceOrderActionsFinishMutation$variables = {
  input: FinishServiceOrderInput;
};
export type ServiceOrderActionsFinishMutation$data = {
  readonly finishServiceOrder: {
    readonly serviceOrder: {
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderHistory_order">;
    };
  };
};
export type ServiceOrderActionsFinishMutation = {
  response: ServiceOrderActionsFinishMutation$data;
  variables: ServiceOrderActionsFinishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "completedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceOrderActionsFinishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FinishServiceOrderPayload",
        "kind": "LinkedField",
        "name": "finishServiceOrder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceOrder",
            "kind": "LinkedField",
            "name": "serviceOrder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ServiceOrderHistory_order"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderActionsFinishMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "FinishServiceOrderPayload",
        "kind": "LinkedField",
        "name": "finishServiceOrder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceOrder",
            "kind": "LinkedField",
            "name": "serviceOrder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3d77b2e6e9027bf4ceb5ba758e76f13a",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderActionsFinishMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderActionsFinishMutation(\n  $input: FinishServiceOrderInput!\n) {\n  finishServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      status {\n        slug\n        name\n      }\n      completedAt\n      ...ServiceOrderHistory_order\n    }\n  }\n}\n\nfragment ServiceOrderHistory_order on ServiceOrder {\n  history(first: 50) {\n    edges {\n      node {\n        entryId\n        action\n        actorName\n        at\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fd915bade8834e7c8cb20fe82cb519fa";

export default node;
