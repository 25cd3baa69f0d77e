/**
 * @generated SignedSource<<1571950863ab0a0444244a0939caa9e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArchiveServiceOrderInput = {
  id: string;
};
export type ServiceOrderActionsArchiveMutation$variables = {
  input: ArchiveServiceOrderInput;
};
export type ServiceOrderActionsArchiveMutation$data = {
  readonly archiveServiceOrder: {
    readonly serviceOrder: {
      readonly id: string;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderHistory_order">;
    };
  };
};
export type ServiceOrderActionsArchiveMutation = {
  response: ServiceOrderActionsArchiveMutation$data;
  variables: ServiceOrderActionsArchiveMutation$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceOrderActionsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArchiveServiceOrderPayload",
        "kind": "LinkedField",
        "name": "archiveServiceOrder",
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
    "name": "ServiceOrderActionsArchiveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ArchiveServiceOrderPayload",
        "kind": "LinkedField",
        "name": "archiveServiceOrder",
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
    "cacheID": "43fa19a2debff19690c7066ff984fafb",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderActionsArchiveMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderActionsArchiveMutation(\n  $input: ArchiveServiceOrderInput!\n) {\n  archiveServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      status {\n        slug\n        name\n      }\n      ...ServiceOrderHistory_order\n    }\n  }\n}\n\nfragment ServiceOrderHistory_order on ServiceOrder {\n  history(first: 50) {\n    edges {\n      node {\n        entryId\n        action\n        actorName\n        at\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e7bbe6d998bd26a463fa7a59ec093e6";

export default node;
