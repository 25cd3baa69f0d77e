/**
 * @generated SignedSource<<9bca792b5d5ba99484c75b1e62b791b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCard_group$data = {
  readonly devices: ReadonlyArray<{
    readonly id: string;
    readonly units: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
      readonly unit: string;
    }>;
  }>;
  readonly id: string;
  readonly name: string;
  readonly trend?: {
    readonly " $fragmentSpreads": FragmentRefs<"CardTrend_trend">;
  };
  readonly " $fragmentType": "GroupCard_group";
};
export type GroupCard_group$key = {
  readonly " $data"?: GroupCard_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
};

import GroupCardRefetchQuery_graphql from './GroupCardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsDevice",
      "kind": "LinkedField",
      "name": "devices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "DataModelEntry",
          "kind": "LinkedField",
          "name": "units",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
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
    }
  ],
  "type": "AnalyticsGroup",
  "abstractKey": null
};
})();

(node as any).hash = "92a399802853f5d5fdf6b018eca50be7";

export default node;
