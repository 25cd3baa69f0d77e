/**
 * @generated SignedSource<<e5e86d7b9127df266728934dca385747>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceOrderOutcome = "COMPLETED" | "FAILED" | "%future added value";
export type FinishServiceOrderInput = {
  comment?: string | null | undefined;
  id: string;
  outcome?: ServiceOrderOutcome | null | undefined;
};
export type FinishStepMutation$variables = {
  input: FinishServiceOrderInput;
};
export type FinishStepMutation$data = {
  readonly finishServiceOrder: {
    readonly serviceOrder: {
      readonly comment: string | null | undefined;
      readonly completedAt: string | null | undefined;
      readonly id: string;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
    };
  };
};
export type FinishStepMutation = {
  response: FinishStepMutation$data;
  variables: FinishStepMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "kind": "ScalarField",
            "name": "completedAt",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FinishStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FinishStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "857616a2f18004ed39c059cfe3ab7a93",
    "id": null,
    "metadata": {},
    "name": "FinishStepMutation",
    "operationKind": "mutation",
    "text": "mutation FinishStepMutation(\n  $input: FinishServiceOrderInput!\n) {\n  finishServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      comment\n      completedAt\n      status {\n        slug\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83fe06728f256adbd5f39ac745a315c3";

export default node;
