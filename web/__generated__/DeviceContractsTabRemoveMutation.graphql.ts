/**
 * @generated SignedSource<<e987c765a88baab04e8ea797d48a9b08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveDeviceFromContractInput = {
  contractId: string;
  deviceId: string;
};
export type DeviceContractsTabRemoveMutation$variables = {
  input: RemoveDeviceFromContractInput;
};
export type DeviceContractsTabRemoveMutation$data = {
  readonly removeDeviceFromContract: {
    readonly removedContractId: string;
  };
};
export type DeviceContractsTabRemoveMutation = {
  response: DeviceContractsTabRemoveMutation$data;
  variables: DeviceContractsTabRemoveMutation$variables;
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
    "concreteType": "RemoveDeviceFromContractPayload",
    "kind": "LinkedField",
    "name": "removeDeviceFromContract",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedContractId",
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
    "name": "DeviceContractsTabRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceContractsTabRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17a4cf5cd6021f1da272c2efce1de743",
    "id": null,
    "metadata": {},
    "name": "DeviceContractsTabRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceContractsTabRemoveMutation(\n  $input: RemoveDeviceFromContractInput!\n) {\n  removeDeviceFromContract(input: $input) {\n    removedContractId\n  }\n}\n"
  }
};
})();

(node as any).hash = "de9f8d00700611836b928cbebefce2fe";

export default node;
