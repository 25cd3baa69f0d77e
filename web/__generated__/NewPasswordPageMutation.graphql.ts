/**
 * @generated SignedSource<<91b4877b8f51df5553fff56e5f40606a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  password: string;
  token: string;
};
export type NewPasswordPageMutation$variables = {
  input: ResetPasswordInput;
};
export type NewPasswordPageMutation$data = {
  readonly resetPassword: {
    readonly ok: boolean;
  };
};
export type NewPasswordPageMutation = {
  response: NewPasswordPageMutation$data;
  variables: NewPasswordPageMutation$variables;
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
    "concreteType": "ResetPasswordPayload",
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "NewPasswordPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewPasswordPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6e974f80bdfb07b10ce12a15f331c297",
    "id": null,
    "metadata": {},
    "name": "NewPasswordPageMutation",
    "operationKind": "mutation",
    "text": "mutation NewPasswordPageMutation(\n  $input: ResetPasswordInput!\n) {\n  resetPassword(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "65b8469cb0e294bcdb74f124a4597b67";

export default node;
