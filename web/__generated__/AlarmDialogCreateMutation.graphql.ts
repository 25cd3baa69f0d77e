/**
 * @generated SignedSource<<3abd44f6bfcfb234a047c31fc0a98578>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlarmAggregation = "AVERAGE" | "MAXIMUM" | "MINIMUM" | "TOTAL" | "%future added value";
export type AlarmOperator = "EQ" | "GT" | "GTE" | "LT" | "LTE" | "%future added value";
export type CreateAlarmInput = {
  aggregation?: AlarmAggregation | null | undefined;
  deviceId: string;
  evaluationFrequency?: number | null | undefined;
  isActive?: boolean | null | undefined;
  notificationEmails?: ReadonlyArray<string> | null | undefined;
  notifyFromHour?: number | null | undefined;
  notifyToHour?: number | null | undefined;
  operator: AlarmOperator;
  unitSlug: string;
  value: number;
};
export type AlarmDialogCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateAlarmInput;
};
export type AlarmDialogCreateMutation$data = {
  readonly createAlarm: {
    readonly alarm: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTab_alarm">;
    };
  };
};
export type AlarmDialogCreateMutation = {
  response: AlarmDialogCreateMutation$data;
  variables: AlarmDialogCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AlarmDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AlarmPayload",
        "kind": "LinkedField",
        "name": "createAlarm",
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
              (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AlarmDialogCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "AlarmPayload",
        "kind": "LinkedField",
        "name": "createAlarm",
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
              (v3/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "alarm",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "AlarmEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "358feb1a98c28cab3d5eaa6a6484e2d3",
    "id": null,
    "metadata": {},
    "name": "AlarmDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AlarmDialogCreateMutation(\n  $input: CreateAlarmInput!\n) {\n  createAlarm(input: $input) {\n    alarm {\n      id\n      ...DeviceAlarmsTab_alarm\n    }\n  }\n}\n\nfragment DeviceAlarmsTab_alarm on Alarm {\n  id\n  unitSlug\n  value\n  operator\n  aggregation\n  evaluationFrequency\n  notifyFromHour\n  notifyToHour\n  notificationEmails\n  isActive\n  state\n  trippedSince\n  lastTriggeredAt\n}\n"
  }
};
})();

(node as any).hash = "52037a489cf8ed448a1d613f5ba2848f";

export default node;
