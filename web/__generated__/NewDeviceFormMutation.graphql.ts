/**
 * @generated SignedSource<<cfa3f0843df4c584a9f7e9a9418877eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
export type CreateDeviceInput = {
  active?: boolean | null | undefined;
  deviceModelId: string;
  geo?: GeoInput | null | undefined;
  isComplete?: boolean | null | undefined;
  isUnsuccessful?: boolean | null | undefined;
  lifecycle?: DeviceLifecycle | null | undefined;
  locationTypeStancode?: string | null | undefined;
  name: string;
  networkId: string;
  notes?: string | null | undefined;
  ownerId: string;
  packageId?: string | null | undefined;
  placeName?: string | null | undefined;
  properties?: unknown | null | undefined;
  serialNumber?: string | null | undefined;
};
export type GeoInput = {
  lat: number;
  lon: number;
};
export type NewDeviceFormMutation$variables = {
  input: CreateDeviceInput;
};
export type NewDeviceFormMutation$data = {
  readonly createDevice: {
    readonly device: {
      readonly deviceId: string;
      readonly id: string;
      readonly name: string;
    };
  };
};
export type NewDeviceFormMutation = {
  response: NewDeviceFormMutation$data;
  variables: NewDeviceFormMutation$variables;
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
    "concreteType": "CreateDevicePayload",
    "kind": "LinkedField",
    "name": "createDevice",
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
            "name": "deviceId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "NewDeviceFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewDeviceFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e53af879246fd81553e649198046ce7a",
    "id": null,
    "metadata": {},
    "name": "NewDeviceFormMutation",
    "operationKind": "mutation",
    "text": "mutation NewDeviceFormMutation(\n  $input: CreateDeviceInput!\n) {\n  createDevice(input: $input) {\n    device {\n      id\n      deviceId\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "83643f159ca80f3b315981dbaed8f6f1";

export default node;
