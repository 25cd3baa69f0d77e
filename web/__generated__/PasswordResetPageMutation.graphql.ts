/**
 * @generated SignedSource<<5fb3e0a1d0f6e36966e796fb0c18f731>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Language = "da" | "en" | "%future added value";
export type RequestPasswordResetInput = {
  email: string;
  language?: Language | null | undefined;
};
export type PasswordResetPageMutation$variables = {
  input: RequestPasswordResetInput;
};
export type PasswordResetPageMutation$data = {
  readonly requestPasswordReset: {
    readonly ok: boolean;
  };
};
export type PasswordResetPageMutation = {
  response: PasswordResetPageMutation$data;
  variables: PasswordResetPageMutation$variables;
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
    "concreteType": "RequestPasswordResetPayload",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
    "name": "PasswordResetPageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasswordResetPageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "989d905288c203bceaaf7b3669c8c54a",
    "id": null,
    "metadata": {},
    "name": "PasswordResetPageMutation",
    "operationKind": "mutation",
    "text": "mutation PasswordResetPageMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "7148a2a9ad087b0ff808e343c162e2ab";

export default node;
