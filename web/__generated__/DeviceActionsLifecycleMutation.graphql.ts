/**
 * @generated SignedSource<<a12a959cb7b8b27ee78b4edd2e723feb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
export type UpdateDeviceInput = {
  active?: boolean | null | undefined;
  deviceModelId?: string | null | undefined;
  geo?: GeoInput | null | undefined;
  id: string;
  isComplete?: boolean | null | undefined;
  isUnsuccessful?: boolean | null | undefined;
  lifecycle?: DeviceLifecycle | null | undefined;
  locationTypeStancode?: string | null | undefined;
  name?: string | null | undefined;
  networkId?: string | null | undefined;
  notes?: string | null | undefined;
  ownerId?: string | null | undefined;
  packageId?: string | null | undefined;
  placeName?: string | null | undefined;
  properties?: unknown | null | undefined;
  serialNumber?: string | null | undefined;
};
export type GeoInput = {
  lat: number;
  lon: number;
};
export type DeviceActionsLifecycleMutation$variables = {
  input: UpdateDeviceInput;
};
export type DeviceActionsLifecycleMutation$data = {
  readonly updateDevice: {
    readonly device: {
      readonly id: string;
      readonly lifecycle: DeviceLifecycle;
      readonly updatedAt: string;
    };
  };
};
export type DeviceActionsLifecycleMutation = {
  response: DeviceActionsLifecycleMutation$data;
  variables: DeviceActionsLifecycleMutation$variables;
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
    "concreteType": "UpdateDevicePayload",
    "kind": "LinkedField",
    "name": "updateDevice",
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
            "name": "lifecycle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "DeviceActionsLifecycleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceActionsLifecycleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1638e0dd02962de6aad288a9567f5456",
    "id": null,
    "metadata": {},
    "name": "DeviceActionsLifecycleMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceActionsLifecycleMutation(\n  $input: UpdateDeviceInput!\n) {\n  updateDevice(input: $input) {\n    device {\n      id\n      lifecycle\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "67d012b189fe7ff1a3d2ef58382d66b2";

export default node;
