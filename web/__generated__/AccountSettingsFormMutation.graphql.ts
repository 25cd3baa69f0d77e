/**
 * @generated SignedSource<<bbb4ec1f97de4c50c6a91d02567291ff>>
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
export type AccountSettingsFormMutation$variables = {
  input: UpdateUserConfigInput;
};
export type AccountSettingsFormMutation$data = {
  readonly updateUserConfig: {
    readonly config: {
      readonly language: Language;
      readonly utcOffset: number;
    };
  };
};
export type AccountSettingsFormMutation = {
  response: AccountSettingsFormMutation$data;
  variables: AccountSettingsFormMutation$variables;
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
    "name": "AccountSettingsFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountSettingsFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6204a0e1b34a7fb9938e181ad7cca6cf",
    "id": null,
    "metadata": {},
    "name": "AccountSettingsFormMutation",
    "operationKind": "mutation",
    "text": "mutation AccountSettingsFormMutation(\n  $input: UpdateUserConfigInput!\n) {\n  updateUserConfig(input: $input) {\n    config {\n      language\n      utcOffset\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bd0f34b466aefa431d185ba4d51e46c";

export default node;
