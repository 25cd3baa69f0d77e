/**
 * @generated SignedSource<<e21baeb92334f3d82ad4e5bb1288531e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly deviceCount: number;
  readonly id: string;
  readonly name: string;
  readonly trend?: {
    readonly " $fragmentSpreads": FragmentRefs<"CardTrend_trend">;
  };
  readonly units: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CardTrend_units">;
  }>;
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

import GroupCardRefetchQuery_graphql from './GroupCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "analytics"
    },
    {
      "defaultValue": {
        "period": "week"
      },
      "kind": "LocalArgument",
      "name": "trendInput"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GroupCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GroupCard_group",
  "selections": [
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
      "name": "deviceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DataModelEntry",
      "kind": "LinkedField",
      "name": "units",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CardTrend_units"
        }
      ],
      "storageKey": null
    },
    {
      "condition": "analytics",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "input",
              "variableName": "trendInput"
            }
          ],
          "concreteType": "Trend",
          "kind": "LinkedField",
          "name": "trend",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CardTrend_trend"
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "AnalyticsGroup",
  "abstractKey": null
};

(node as any).hash = "3441a60925b4399beba4cebdde1969c3";

export default node;
