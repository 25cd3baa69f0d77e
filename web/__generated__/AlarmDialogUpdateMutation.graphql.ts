/**
 * @generated SignedSource<<d1bfc074c585a8a61f5e6a9f47029801>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlarmAggregation = "AVERAGE" | "MAXIMUM" | "MINIMUM" | "TOTAL" | "%future added value";
export type AlarmOperator = "EQ" | "GT" | "GTE" | "LT" | "LTE" | "%future added value";
export type UpdateAlarmInput = {
  aggregation?: AlarmAggregation | null | undefined;
  evaluationFrequency?: number | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  notificationEmails?: ReadonlyArray<string> | null | undefined;
  notifyFromHour?: number | null | undefined;
  notifyToHour?: number | null | undefined;
  operator?: AlarmOperator | null | undefined;
  unitSlug?: string | null | undefined;
  value?: number | null | undefined;
};
export type AlarmDialogUpdateMutation$variables = {
  input: UpdateAlarmInput;
};
export type AlarmDialogUpdateMutation$data = {
  readonly updateAlarm: {
    readonly alarm: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTab_alarm">;
    };
  };
};
export type AlarmDialogUpdateMutation = {
  response: AlarmDialogUpdateMutation$data;
  variables: AlarmDialogUpdateMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AlarmDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlarmPayload",
        "kind": "LinkedField",
        "name": "updateAlarm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Alarm",
            "kind": "LinkedField",
            "name": "alarm",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeviceAlarmsTab_alarm"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlarmDialogUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AlarmPayload",
        "kind": "LinkedField",
        "name": "updateAlarm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Alarm",
            "kind": "LinkedField",
            "name": "alarm",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unitSlug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "operator",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aggregation",
                "storageKey": null
              },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "41bce35e7e9fce5f006875292d8ee2f9",
    "id": null,
    "metadata": {},
    "name": "AlarmDialogUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation AlarmDialogUpdateMutation(\n  $input: UpdateAlarmInput!\n) {\n  updateAlarm(input: $input) {\n    alarm {\n      id\n      ...DeviceAlarmsTab_alarm\n    }\n  }\n}\n\nfragment DeviceAlarmsTab_alarm on Alarm {\n  id\n  unitSlug\n  value\n  operator\n  aggregation\n  evaluationFrequency\n  notifyFromHour\n  notifyToHour\n  notificationEmails\n  isActive\n  state\n  trippedSince\n  lastTriggeredAt\n}\n"
  }
};
})();

(node as any).hash = "22525ac8e7d95bf75d88bccb1a87d309";

export default node;
