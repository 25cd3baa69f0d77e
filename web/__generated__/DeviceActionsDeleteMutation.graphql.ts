/**
 * @generated SignedSource<<45eabe24a37b20b59a4899976c4e7b7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDeviceInput = {
  id: string;
};
export type DeviceActionsDeleteMutation$variables = {
  input: DeleteDeviceInput;
};
export type DeviceActionsDeleteMutation$data = {
  readonly deleteDevice: {
    readonly device: {
      readonly deleted: boolean;
      readonly deletedAt: string | null | undefined;
      readonly id: string;
    };
  };
};
export type DeviceActionsDeleteMutation = {
  response: DeviceActionsDeleteMutation$data;
  variables: DeviceActionsDeleteMutation$variables;
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
    "concreteType": "DeleteDevicePayload",
    "kind": "LinkedField",
    "name": "deleteDevice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Device",
        "kind": "LinkedField",
        "name": "device",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedAt",
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
    "name": "DeviceActionsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceActionsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1361400c3fc0b762287110903e049fe7",
    "id": null,
    "metadata": {},
    "name": "DeviceActionsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceActionsDeleteMutation(\n  $input: DeleteDeviceInput!\n) {\n  deleteDevice(input: $input) {\n    device {\n      id\n      deleted\n      deletedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6aac6beb36d852f7aa84fdfd2e5b6186";

export default node;
