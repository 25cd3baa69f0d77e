/**
 * @generated SignedSource<<17a895f14e25a459d4d9b2262d32e6b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReplaceServiceOrderDeviceInput = {
  geo?: GeoInput | null | undefined;
  newDeviceId: string;
  note?: string | null | undefined;
  serviceOrderId: string;
};
export type GeoInput = {
  lat: number;
  lon: number;
};
export type ReplacementStepMutation$variables = {
  input: ReplaceServiceOrderDeviceInput;
};
export type ReplacementStepMutation$data = {
  readonly replaceServiceOrderDevice: {
    readonly serviceOrder: {
      readonly id: string;
      readonly replacement: {
        readonly createdAt: string;
        readonly createdByName: string | null | undefined;
        readonly newDevice: {
          readonly deviceId: string;
          readonly geo: {
            readonly lat: number;
            readonly lon: number;
          } | null | undefined;
          readonly id: string;
          readonly name: string;
          readonly networkId: string;
          readonly placeName: string | null | undefined;
          readonly serialNumber: string | null | undefined;
        } | null | undefined;
        readonly note: string | null | undefined;
        readonly oldDevice: {
          readonly deviceId: string;
          readonly id: string;
          readonly name: string;
          readonly networkId: string;
        } | null | undefined;
        readonly taskId: string;
      } | null | undefined;
    };
  };
};
export type ReplacementStepMutation = {
  response: ReplacementStepMutation$data;
  variables: ReplacementStepMutation$variables;
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
  "name": "deviceId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ReplaceServiceOrderDevicePayload",
    "kind": "LinkedField",
    "name": "replaceServiceOrderDevice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceOrder",
        "kind": "LinkedField",
        "name": "serviceOrder",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceReplacement",
            "kind": "LinkedField",
            "name": "replacement",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taskId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdByName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "note",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Device",
                "kind": "LinkedField",
                "name": "oldDevice",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Device",
                "kind": "LinkedField",
                "name": "newDevice",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReplacementStepMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReplacementStepMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "ee361560b8ec838611a7d671bea331ff",
    "id": null,
    "metadata": {},
    "name": "ReplacementStepMutation",
    "operationKind": "mutation",
    "text": "mutation ReplacementStepMutation(\n  $input: ReplaceServiceOrderDeviceInput!\n) {\n  replaceServiceOrderDevice(input: $input) {\n    serviceOrder {\n      id\n      replacement {\n        taskId\n        createdAt\n        createdByName\n        note\n        oldDevice {\n          id\n          deviceId\n          name\n          networkId\n        }\n        newDevice {\n          id\n          deviceId\n          name\n          networkId\n          serialNumber\n          placeName\n          geo {\n            lat\n            lon\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "feed8949bc0635700d250c26334c5f8a";

export default node;
