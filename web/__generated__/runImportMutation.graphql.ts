/**
 * @generated SignedSource<<a4a5c84e898e723997a7c5571ef10d08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
export type ImportDevicesInput = {
  rows: ReadonlyArray<DeviceImportRow>;
};
export type DeviceImportRow = {
  active?: boolean | null | undefined;
  deviceModel: string;
  isComplete?: boolean | null | undefined;
  isUnsuccessful?: boolean | null | undefined;
  lat?: number | null | undefined;
  lifecycle?: DeviceLifecycle | null | undefined;
  locationTypeStancode?: string | null | undefined;
  lon?: number | null | undefined;
  name: string;
  networkId: string;
  notes?: string | null | undefined;
  owner: string;
  package?: string | null | undefined;
  placeName?: string | null | undefined;
  properties?: unknown | null | undefined;
  serialNumber?: string | null | undefined;
};
export type runImportMutation$variables = {
  input: ImportDevicesInput;
};
export type runImportMutation$data = {
  readonly importDevices: {
    readonly createdCount: number;
    readonly failedCount: number;
    readonly rows: ReadonlyArray<{
      readonly created: boolean;
      readonly deviceId: string | null | undefined;
      readonly errors: ReadonlyArray<{
        readonly code: string;
        readonly field: string;
        readonly message: string;
      }>;
      readonly row: number;
    }>;
  };
};
export type runImportMutation = {
  response: runImportMutation$data;
  variables: runImportMutation$variables;
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
    "concreteType": "ImportDevicesPayload",
    "kind": "LinkedField",
    "name": "importDevices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceImportRowResult",
        "kind": "LinkedField",
        "name": "rows",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "row",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
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
            "concreteType": "DeviceImportError",
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
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
    "name": "runImportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "runImportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a5622c28001fbdf81b5aaa7650911ac2",
    "id": null,
    "metadata": {},
    "name": "runImportMutation",
    "operationKind": "mutation",
    "text": "mutation runImportMutation(\n  $input: ImportDevicesInput!\n) {\n  importDevices(input: $input) {\n    createdCount\n    failedCount\n    rows {\n      row\n      created\n      deviceId\n      errors {\n        field\n        code\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c38ab86b19a75dbe667daece54e772a5";

export default node;
