/**
 * @generated SignedSource<<d0f7b9941e4c323558c19cd1ba91f770>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PurgeDeviceInput = {
  id: string;
};
export type DeviceActionsPurgeMutation$variables = {
  input: PurgeDeviceInput;
};
export type DeviceActionsPurgeMutation$data = {
  readonly purgeDevice: {
    readonly purgedDeviceId: string;
  };
};
export type DeviceActionsPurgeMutation = {
  response: DeviceActionsPurgeMutation$data;
  variables: DeviceActionsPurgeMutation$variables;
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
    "concreteType": "PurgeDevicePayload",
    "kind": "LinkedField",
    "name": "purgeDevice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "purgedDeviceId",
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
    "name": "DeviceActionsPurgeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceActionsPurgeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6bad203afa6d36fc09b8079dbf39cc8d",
    "id": null,
    "metadata": {},
    "name": "DeviceActionsPurgeMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceActionsPurgeMutation(\n  $input: PurgeDeviceInput!\n) {\n  purgeDevice(input: $input) {\n    purgedDeviceId\n  }\n}\n"
  }
};
})();

(node as any).hash = "dab6597618c2808423b8f05855af20a6";

export default node;
