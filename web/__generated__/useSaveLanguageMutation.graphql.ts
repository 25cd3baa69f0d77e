/**
 * @generated SignedSource<<1ee7bff26895fcb0a831d9ba767a9fbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Language = "da" | "en" | "%future added value";
export type UpdateUserConfigInput = {
  language?: Language | null | undefined;
  utcOffset?: number | null | undefined;
};
export type useSaveLanguageMutation$variables = {
  input: UpdateUserConfigInput;
};
export type useSaveLanguageMutation$data = {
  readonly updateUserConfig: {
    readonly config: {
      readonly language: Language;
      readonly utcOffset: number;
    };
  };
};
export type useSaveLanguageMutation = {
  response: useSaveLanguageMutation$data;
  variables: useSaveLanguageMutation$variables;
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
    "concreteType": "UpdateUserConfigPayload",
    "kind": "LinkedField",
    "name": "updateUserConfig",
    "plural": false,
    "selections": [
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
            "name": "language",
            "storageKey": null
          },
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveLanguageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveLanguageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8666406465a78033f1881e587d458670",
    "id": null,
    "metadata": {},
    "name": "useSaveLanguageMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveLanguageMutation(\n  $input: UpdateUserConfigInput!\n) {\n  updateUserConfig(input: $input) {\n    config {\n      language\n      utcOffset\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "41074d3035fb6a34c94bdeb468253cef";

export default node;
