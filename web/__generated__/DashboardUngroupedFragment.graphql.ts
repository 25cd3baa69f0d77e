/**
 * @generated SignedSource<<bc1541cec54c8df71934fc00810e001c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardUngroupedFragment$data = {
  readonly id: string;
  readonly ungroupedDeviceCards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly schedule?: {
          readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device">;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "DashboardUngroupedFragment";
};
export type DashboardUngroupedFragment$key = {
  readonly " $data"?: DashboardUngroupedFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardUngroupedFragment">;
};

import DashboardUngroupedPaginationQuery_graphql from './DashboardUngroupedPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "ungroupedDeviceCards"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "scheduling"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DashboardUngroupedPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DashboardUngroupedFragment",
  "selections": [
    {
      "alias": "ungroupedDeviceCards",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        }
      ],
      "concreteType": "AnalyticsDeviceConnection",
      "kind": "LinkedField",
      "name": "__DashboardUngrouped_ungroupedDeviceCards_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AnalyticsDeviceEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AnalyticsDevice",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceCard_device"
                },
                {
                  "condition": "scheduling",
                  "kind": "Condition",
                  "passingValue": true,
                  "selections": [
                    {
                      "fragment": {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "args": null,
                            "kind": "FragmentSpread",
                            "name": "DeviceCardSchedule_device"
                          }
                        ],
                        "type": "AnalyticsDevice",
                        "abstractKey": null
                      },
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "schedule"
                    }
                  ]
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "AnalyticsOrganization",
  "abstractKey": null
};
})();

(node as any).hash = "80dc5fa8b1859d50bf85513a8e80b525";

export default node;
