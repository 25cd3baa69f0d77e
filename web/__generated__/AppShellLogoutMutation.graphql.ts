/**
 * @generated SignedSource<<a76050312cb8b1110a11a7c30aedd66b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppShellLogoutMutation$variables = Record<PropertyKey, never>;
export type AppShellLogoutMutation$data = {
  readonly logout: {
    readonly ok: boolean;
  };
};
export type AppShellLogoutMutation = {
  response: AppShellLogoutMutation$data;
  variables: AppShellLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppShellLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a96099910a3fcdc8b316303b1c4236d8",
    "id": null,
    "metadata": {},
    "name": "AppShellLogoutMutation",
    "operationKind": "mutation",
    "text": "mutation AppShellLogoutMutation {\n  logout {\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "c7d569e3ed599de17e80281ee1146a2c";

export default node;
