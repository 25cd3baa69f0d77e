/**
 * @generated SignedSource<<e0952d594e3d31fee4a55da7ad910b5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceDownlinkTab_config$data = {
  readonly applied: {
    readonly aboveThreshold: boolean | null | undefined;
    readonly measurementInterval: number | null | undefined;
    readonly measurementsPerTransmission: number | null | undefined;
    readonly messageCount: number | null | undefined;
    readonly threshold: number | null | undefined;
    readonly time: string | null | undefined;
  } | null | undefined;
  readonly brokerNumber: number;
  readonly deleted: boolean;
  readonly inSync: boolean;
  readonly requested: {
    readonly settings: {
      readonly miAbove: number | null | undefined;
      readonly miUnder: number | null | undefined;
      readonly th: number | null | undefined;
      readonly xtiAbove: number | null | undefined;
      readonly xtiUnder: number | null | undefined;
    };
    readonly updatedAt: string;
    readonly updatedByName: string | null | undefined;
  } | null | undefined;
  readonly topic: string;
  readonly " $fragmentType": "DeviceDownlinkTab_config";
};
export type DeviceDownlinkTab_config$key = {
  readonly " $data"?: DeviceDownlinkTab_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceDownlinkTab_config">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceDownlinkTab_config",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brokerNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inSync",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RequestedDownlinkConfig",
      "kind": "LinkedField",
      "name": "requested",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DownlinkSettings",
          "kind": "LinkedField",
          "name": "settings",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "miAbove",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "xtiAbove",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "th",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "miUnder",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "xtiUnder",
              "storageKey": null
            }
          ],
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
          "kind": "ScalarField",
          "name": "updatedByName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AppliedDownlinkConfig",
      "kind": "LinkedField",
      "name": "applied",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "measurementInterval",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "measurementsPerTransmission",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aboveThreshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messageCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "time",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DownlinkConfig",
  "abstractKey": null
};

(node as any).hash = "b58812e04c47de4866e6e9f52ca3f203";

export default node;
