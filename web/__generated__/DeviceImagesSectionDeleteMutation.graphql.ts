/**
 * @generated SignedSource<<208e0586b75d5821c0b5beaafe90bfa8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDeviceImageInput = {
  id: string;
};
export type DeviceImagesSectionDeleteMutation$variables = {
  input: DeleteDeviceImageInput;
};
export type DeviceImagesSectionDeleteMutation$data = {
  readonly deleteDeviceImage: {
    readonly deletedImageId: string;
  };
};
export type DeviceImagesSectionDeleteMutation = {
  response: DeviceImagesSectionDeleteMutation$data;
  variables: DeviceImagesSectionDeleteMutation$variables;
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
    "concreteType": "DeleteDeviceImagePayload",
    "kind": "LinkedField",
    "name": "deleteDeviceImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedImageId",
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
    "name": "DeviceImagesSectionDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceImagesSectionDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a15334de755e2469ee4e065684384fce",
    "id": null,
    "metadata": {},
    "name": "DeviceImagesSectionDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceImagesSectionDeleteMutation(\n  $input: DeleteDeviceImageInput!\n) {\n  deleteDeviceImage(input: $input) {\n    deletedImageId\n  }\n}\n"
  }
};
})();

(node as any).hash = "444aa878fe5b1d97d37845008591db07";

export default node;
