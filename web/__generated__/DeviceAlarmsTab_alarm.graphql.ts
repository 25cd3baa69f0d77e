/**
 * @generated SignedSource<<54a7123360bd5082eaa9cfa6b3ca1073>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlarmAggregation = "AVERAGE" | "MAXIMUM" | "MINIMUM" | "TOTAL" | "%future added value";
export type AlarmOperator = "EQ" | "GT" | "GTE" | "LT" | "LTE" | "%future added value";
export type AlarmState = "OK" | "TRIPPED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceAlarmsTab_alarm$data = {
  readonly aggregation: AlarmAggregation | null | undefined;
  readonly evaluationFrequency: number;
  readonly id: string;
  readonly isActive: boolean;
  readonly lastTriggeredAt: string | null | undefined;
  readonly notificationEmails: ReadonlyArray<string>;
  readonly notifyFromHour: number;
  readonly notifyToHour: number;
  readonly operator: AlarmOperator;
  readonly state: AlarmState;
  readonly trippedSince: string | null | undefined;
  readonly unitSlug: string;
  readonly value: number;
  readonly " $fragmentType": "DeviceAlarmsTab_alarm";
};
export type DeviceAlarmsTab_alarm$key = {
  readonly " $data"?: DeviceAlarmsTab_alarm$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTab_alarm">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceAlarmsTab_alarm",
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
  "type": "Alarm",
  "abstractKey": null
};

(node as any).hash = "5a0e6c2a59e1321f99bb9faf33eae336";

export default node;
