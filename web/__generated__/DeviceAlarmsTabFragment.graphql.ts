/**
 * @generated SignedSource<<9362cab6b849b886e463dcbebe916dd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AlarmAggregation = "AVERAGE" | "MAXIMUM" | "MINIMUM" | "TOTAL" | "%future added value";
export type AlarmNotificationStatus = "DEFERRED" | "FAILED" | "PENDING" | "SENDING" | "SENT" | "SKIPPED" | "%future added value";
export type AlarmOperator = "EQ" | "GT" | "GTE" | "LT" | "LTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceAlarmsTabFragment$data = {
  readonly alarmTrips: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly aggregation: AlarmAggregation | null | undefined;
        readonly clearedAt: string | null | undefined;
        readonly notificationStatus: AlarmNotificationStatus;
        readonly notifiedAt: string | null | undefined;
        readonly operator: AlarmOperator;
        readonly readingValue: number;
        readonly threshold: number;
        readonly tripId: string;
        readonly trippedAt: string;
        readonly unitSlug: string;
      };
    }>;
    readonly pageCursors: {
      readonly " $fragmentSpreads": FragmentRefs<"PaginationFragment">;
    };
    readonly totalCount: number;
  };
  readonly alarms: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTab_alarm">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly deviceModel: {
    readonly dataModel: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
      readonly unit: string;
    }>;
  };
  readonly id: string;
  readonly name: string;
  readonly owner: {
    readonly organizationId: string;
  };
  readonly " $fragmentType": "DeviceAlarmsTabFragment";
};
export type DeviceAlarmsTabFragment$key = {
  readonly " $data"?: DeviceAlarmsTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTabFragment">;
};

import DeviceAlarmsTabRefetchQuery_graphql from './DeviceAlarmsTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "alarms"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "alarmsAfter"
    },
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "alarmsFirst"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "tripsAfter"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "tripsFirst"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "alarmsFirst",
        "cursor": "alarmsAfter",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "alarmsFirst",
          "cursor": "alarmsAfter"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceAlarmsTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DeviceAlarmsTabFragment",
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationId",
          "storageKey": null
        }
      ],
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
          "concreteType": "DataModelEntry",
          "kind": "LinkedField",
          "name": "dataModel",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v2/*:: as any*/),
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
      "alias": "alarms",
      "args": null,
      "concreteType": "AlarmConnection",
      "kind": "LinkedField",
      "name": "__DeviceAlarmsTab_alarms_connection",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AlarmEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Alarm",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceAlarmsTab_alarm"
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
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "after",
          "variableName": "tripsAfter"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "tripsFirst"
        }
      ],
      "concreteType": "AlarmTripConnection",
      "kind": "LinkedField",
      "name": "alarmTrips",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "AlarmTripEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AlarmTrip",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "tripId",
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
                  "name": "operator",
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
                  "name": "aggregation",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "trippedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "readingValue",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "clearedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notificationStatus",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notifiedAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageCursors",
          "kind": "LinkedField",
          "name": "pageCursors",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PaginationFragment"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "49a773232ed3bfc59bb80fd2fb1d85f3";

export default node;
