/**
 * @generated SignedSource<<e4bfd40ac7d62abed09c6e284be04dce>>
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
export type DeviceInfoFormMutation$variables = {
  input: UpdateDeviceInput;
};
export type DeviceInfoFormMutation$data = {
  readonly updateDevice: {
    readonly device: {
      readonly geo: {
        readonly lat: number;
        readonly lon: number;
      } | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly notes: string | null | undefined;
      readonly owner: {
        readonly id: string;
        readonly name: string;
        readonly organizationId: string;
      };
      readonly ownerOptions: ReadonlyArray<{
        readonly organization: {
          readonly id: string;
          readonly name: string;
        };
      }>;
      readonly package: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
      readonly placeName: string | null | undefined;
      readonly properties: {
        readonly json: unknown;
      };
      readonly serialNumber: string | null | undefined;
      readonly updatedAt: string;
    };
  };
};
export type DeviceInfoFormMutation = {
  response: DeviceInfoFormMutation$data;
  variables: DeviceInfoFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serialNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placeName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoPoint",
            "kind": "LinkedField",
            "name": "geo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lon",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "owner",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Package",
            "kind": "LinkedField",
            "name": "package",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceProperties",
            "kind": "LinkedField",
            "name": "properties",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "json",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceOwnerOption",
            "kind": "LinkedField",
            "name": "ownerOptions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": (v3/*:: as any*/),
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
    "name": "DeviceInfoFormMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceInfoFormMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "9e373aefa64be6c614c133fd10de8313",
    "id": null,
    "metadata": {},
    "name": "DeviceInfoFormMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceInfoFormMutation(\n  $input: UpdateDeviceInput!\n) {\n  updateDevice(input: $input) {\n    device {\n      id\n      name\n      serialNumber\n      placeName\n      notes\n      updatedAt\n      geo {\n        lat\n        lon\n      }\n      owner {\n        id\n        organizationId\n        name\n      }\n      package {\n        id\n        name\n      }\n      properties {\n        json\n      }\n      ownerOptions {\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98f8f5563815025c5ff8f32c95aaa2cb";

export default node;
