/**
 * @generated SignedSource<<ff53c50fd688d151324664dcb103ccef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceChangeKind = "CREATED" | "DELETED" | "LIVE" | "PURGED" | "RECONNECTING" | "UPDATED" | "%future added value";
export type CheckDataStepSubscription$variables = {
  deviceId?: string | null | undefined;
};
export type CheckDataStepSubscription$data = {
  readonly deviceChanged: {
    readonly devices: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"CheckDataStep_device">;
    }>;
    readonly kind: DeviceChangeKind;
  };
};
export type CheckDataStepSubscription = {
  response: CheckDataStepSubscription$data;
  variables: CheckDataStepSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "deviceId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "deviceId",
    "variableName": "deviceId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckDataStepSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeviceChange",
        "kind": "LinkedField",
        "name": "deviceChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "devices",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CheckDataStep_device"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckDataStepSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeviceChange",
        "kind": "LinkedField",
        "name": "deviceChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "devices",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v3/*:: as any*/),
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
                "concreteType": "LatestMessage",
                "kind": "LinkedField",
                "name": "latestMessage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "time",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Reading",
                "kind": "LinkedField",
                "name": "latestReadings",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                    "name": "value",
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
    ]
  },
  "params": {
    "cacheID": "2bc5640dc1f9ba5b44beaecdada86a03",
    "id": null,
    "metadata": {},
    "name": "CheckDataStepSubscription",
    "operationKind": "subscription",
    "text": "subscription CheckDataStepSubscription(\n  $deviceId: ID\n) {\n  deviceChanged(deviceId: $deviceId) {\n    kind\n    devices {\n      ...CheckDataStep_device\n      id\n    }\n  }\n}\n\nfragment CheckDataStep_device on Device {\n  id\n  name\n  lifecycle\n  latestMessage {\n    time\n  }\n  latestReadings {\n    slug\n    name\n    unit\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "4d664a4272a1c1edc8ec15b5db805d92";

export default node;
