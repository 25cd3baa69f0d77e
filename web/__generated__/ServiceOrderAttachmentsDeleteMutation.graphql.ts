/**
 * @generated SignedSource<<906582e6f44baa85c57682f3511777e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAttachmentInput = {
  id: string;
};
export type ServiceOrderAttachmentsDeleteMutation$variables = {
  input: DeleteAttachmentInput;
};
export type ServiceOrderAttachmentsDeleteMutation$data = {
  readonly deleteAttachment: {
    readonly deletedAttachmentId: string;
  };
};
export type ServiceOrderAttachmentsDeleteMutation = {
  response: ServiceOrderAttachmentsDeleteMutation$data;
  variables: ServiceOrderAttachmentsDeleteMutation$variables;
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
    "name": "ServiceOrderAttachmentsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderAttachmentsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "abfa1ce820147f3cae8e34240806a4e0",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderAttachmentsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderAttachmentsDeleteMutation(\n  $input: DeleteAttachmentInput!\n) {\n  deleteAttachment(input: $input) {\n    deletedAttachmentId\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a4f8deddb62aa94c17f278a3089841b";

export default node;
