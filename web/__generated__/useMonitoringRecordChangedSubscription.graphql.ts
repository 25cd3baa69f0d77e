/**
 * @generated SignedSource<<1f4a0ab71a70ee6d5cb5cc6164804cda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringChangeKind = "DEVICE_REPLACED" | "ERROR" | "HEARTBEAT" | "LIVE" | "NOTES" | "RECONNECTING" | "STATUS" | "%future added value";
export type useMonitoringRecordChangedSubscription$variables = Record<PropertyKey, never>;
export type useMonitoringRecordChangedSubscription$data = {
  readonly monitoringRecordChanged: {
    readonly kind: MonitoringChangeKind;
    readonly monitoringRecord: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"MonitoringRowFragment">;
    } | null | undefined;
  };
};
export type useMonitoringRecordChangedSubscription = {
  response: useMonitoringRecordChangedSubscription$data;
  variables: useMonitoringRecordChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMonitoringRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MonitoringRecordChange",
        "kind": "LinkedField",
        "name": "monitoringRecordChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MonitoringRecord",
            "kind": "LinkedField",
            "name": "monitoringRecord",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MonitoringRowFragment"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMonitoringRecordChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MonitoringRecordChange",
        "kind": "LinkedField",
        "name": "monitoringRecordChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MonitoringRecord",
            "kind": "LinkedField",
            "name": "monitoringRecord",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "name": "latestErrorOccurredAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StatusCode",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ErrorCodeCount",
                "kind": "LinkedField",
                "name": "errorCodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ErrorCode",
                    "kind": "LinkedField",
                    "name": "errorCode",
                    "plural": false,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  }
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
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Device",
                "kind": "LinkedField",
                "name": "device",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "networkId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firmwareVersion",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceModel",
                    "kind": "LinkedField",
                    "name": "deviceModel",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "networkType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "networkProtocol",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceTypeCategory",
                        "kind": "LinkedField",
                        "name": "deviceTypeCategory",
                        "plural": false,
                        "selections": (v2/*:: as any*/),
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
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
                        "name": "signalStrength",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rssi",
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
    ]
  },
  "params": {
    "cacheID": "511159b9e3e7c9e2f38f7e112e1fcfcc",
    "id": null,
    "metadata": {},
    "name": "useMonitoringRecordChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useMonitoringRecordChangedSubscription {\n  monitoringRecordChanged {\n    kind\n    monitoringRecord {\n      id\n      ...MonitoringRowFragment\n    }\n  }\n}\n\nfragment MonitoringRowFragment on MonitoringRecord {\n  id\n  notes\n  latestErrorOccurredAt\n  status {\n    id\n  }\n  errorCodes {\n    count\n    errorCode {\n      id\n    }\n  }\n  package {\n    id\n  }\n  owner {\n    id\n  }\n  device {\n    id\n    deviceId\n    networkId\n    name\n    lastSeenAt\n    firmwareVersion\n    deviceModel {\n      title\n      networkType\n      networkProtocol\n      deviceTypeCategory {\n        id\n      }\n      id\n    }\n    latestMessage {\n      signalStrength\n      rssi\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "69936a366dd3ab3cc624259fd92037d8";

export default node;
