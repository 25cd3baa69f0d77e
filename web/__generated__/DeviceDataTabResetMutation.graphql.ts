/**
 * @generated SignedSource<<17b106fa49eb6ad0ee0414c954513b54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WaterLevelUnit = "CM" | "M" | "%future added value";
export type ResetWaterLevelInput = {
  deviceId: string;
};
export type DeviceDataTabResetMutation$variables = {
  input: ResetWaterLevelInput;
};
export type DeviceDataTabResetMutation$data = {
  readonly resetWaterLevel: {
    readonly device: {
      readonly id: string;
      readonly waterLevel: {
        readonly isComplete: boolean;
        readonly unit: WaterLevelUnit;
      } | null | undefined;
    };
  };
};
export type DeviceDataTabResetMutation = {
  response: DeviceDataTabResetMutation$data;
  variables: DeviceDataTabResetMutation$variables;
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
    "concreteType": "WaterLevelPayload",
    "kind": "LinkedField",
    "name": "resetWaterLevel",
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
            "concreteType": "WaterLevelSettings",
            "kind": "LinkedField",
            "name": "waterLevel",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isComplete",
                "storageKey": null
              }
            ],
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
    "name": "DeviceDataTabResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceDataTabResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cd8d3bb4fa06f23637b5a17c3483c364",
    "id": null,
    "metadata": {},
    "name": "DeviceDataTabResetMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceDataTabResetMutation(\n  $input: ResetWaterLevelInput!\n) {\n  resetWaterLevel(input: $input) {\n    device {\n      id\n      waterLevel {\n        unit\n        isComplete\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c39f19dad6d965ca4156ad3e5474441";

export default node;
