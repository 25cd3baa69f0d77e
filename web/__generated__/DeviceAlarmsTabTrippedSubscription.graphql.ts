/**
 * @generated SignedSource<<6e5ace589d38f5cc1dbb7b58d36d2e61>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlarmAggregation = "AVERAGE" | "MAXIMUM" | "MINIMUM" | "TOTAL" | "%future added value";
export type AlarmEventKind = "CLEARED" | "LIVE" | "RECONNECTING" | "TRIPPED" | "%future added value";
export type AlarmOperator = "EQ" | "GT" | "GTE" | "LT" | "LTE" | "%future added value";
export type DeviceAlarmsTabTrippedSubscription$variables = {
  deviceId: string;
};
export type DeviceAlarmsTabTrippedSubscription$data = {
  readonly alarmTripped: {
    readonly alarm: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTab_alarm">;
    } | null | undefined;
    readonly kind: AlarmEventKind;
    readonly trip: {
      readonly aggregation: AlarmAggregation | null | undefined;
      readonly operator: AlarmOperator;
      readonly readingValue: number;
      readonly threshold: number;
      readonly unitSlug: string;
    } | null | undefined;
  };
};
export type DeviceAlarmsTabTrippedSubscription = {
  response: DeviceAlarmsTabTrippedSubscription$data;
  variables: DeviceAlarmsTabTrippedSubscription$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitSlug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "operator",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "aggregation",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "AlarmTrip",
  "kind": "LinkedField",
  "name": "trip",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "threshold",
      "storageKey": null
    },
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readingValue",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceAlarmsTabTrippedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlarmTripEvent",
        "kind": "LinkedField",
        "name": "alarmTripped",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Alarm",
            "kind": "LinkedField",
            "name": "alarm",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeviceAlarmsTab_alarm"
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
    "name": "DeviceAlarmsTabTrippedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlarmTripEvent",
        "kind": "LinkedField",
        "name": "alarmTripped",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Alarm",
            "kind": "LinkedField",
            "name": "alarm",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "evaluationFrequency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyFromHour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notifyToHour",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notificationEmails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trippedSince",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastTriggeredAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cf67e6a21306edc721b50bcd911cf1a0",
    "id": null,
    "metadata": {},
    "name": "DeviceAlarmsTabTrippedSubscription",
    "operationKind": "subscription",
    "text": "subscription DeviceAlarmsTabTrippedSubscription(\n  $deviceId: ID!\n) {\n  alarmTripped(deviceId: $deviceId) {\n    kind\n    alarm {\n      id\n      ...DeviceAlarmsTab_alarm\n    }\n    trip {\n      unitSlug\n      operator\n      threshold\n      aggregation\n      readingValue\n    }\n  }\n}\n\nfragment DeviceAlarmsTab_alarm on Alarm {\n  id\n  unitSlug\n  value\n  operator\n  aggregation\n  evaluationFrequency\n  notifyFromHour\n  notifyToHour\n  notificationEmails\n  isActive\n  state\n  trippedSince\n  lastTriggeredAt\n}\n"
  }
};
})();

(node as any).hash = "6f230a761323514eacd5b38a41d1c267";

export default node;
