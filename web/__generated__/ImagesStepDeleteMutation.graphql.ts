/**
 * @generated SignedSource<<99bec23bb51c8d1e46e324a70378b943>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAttachmentInput = {
  id: string;
};
export type ImagesStepDeleteMutation$variables = {
  input: DeleteAttachmentInput;
};
export type ImagesStepDeleteMutation$data = {
  readonly deleteAttachment: {
    readonly deletedAttachmentId: string;
  };
};
export type ImagesStepDeleteMutation = {
  response: ImagesStepDeleteMutation$data;
  variables: ImagesStepDeleteMutation$variables;
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
    "concreteType": "DeleteAttachmentPayload",
    "kind": "LinkedField",
    "name": "deleteAttachment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedAttachmentId",
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
    "name": "ImagesStepDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImagesStepDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "01aafba8cdc9fd8d39afc41a89f665ce",
    "id": null,
    "metadata": {},
    "name": "ImagesStepDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ImagesStepDeleteMutation(\n  $input: DeleteAttachmentInput!\n) {\n  deleteAttachment(input: $input) {\n    deletedAttachmentId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8158376a876adeccfb5f5aa83ecc087a";

export default node;
