/**
 * @generated SignedSource<<e361bbd492b48fbefd8c727d08b5100d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteServiceOrderInput = {
  id: string;
};
export type ServiceOrderActionsDeleteMutation$variables = {
  input: DeleteServiceOrderInput;
};
export type ServiceOrderActionsDeleteMutation$data = {
  readonly deleteServiceOrder: {
    readonly deletedServiceOrderId: string;
  };
};
export type ServiceOrderActionsDeleteMutation = {
  response: ServiceOrderActionsDeleteMutation$data;
  variables: ServiceOrderActionsDeleteMutation$variables;
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
    "concreteType": "DeleteServiceOrderPayload",
    "kind": "LinkedField",
    "name": "deleteServiceOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedServiceOrderId",
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
    "name": "ServiceOrderActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fffe888e3b03a4c7ded447d37335dcef",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderActionsDeleteMutation(\n  $input: DeleteServiceOrderInput!\n) {\n  deleteServiceOrder(input: $input) {\n    deletedServiceOrderId\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab697d26f51a363e0b4d7d17819cd07d";

export default node;
