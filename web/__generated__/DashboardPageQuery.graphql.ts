/**
 * @generated SignedSource<<3165d5d9f828cfa605cf23b09acf4db6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsDeviceFilter = {
  countersOnly?: boolean | null | undefined;
  deviceIds?: ReadonlyArray<string> | null | undefined;
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
};
export type DashboardPageQuery$variables = {
  filter?: AnalyticsDeviceFilter | null | undefined;
  organizationIds: ReadonlyArray<string>;
  scheduling: boolean;
};
export type DashboardPageQuery$data = {
  readonly analyticsOrganizations: ReadonlyArray<{
    readonly groups: ReadonlyArray<{
      readonly deviceCards: {
        readonly totalCount: number;
      };
      readonly id: string;
    }>;
    readonly id: string;
    readonly ungroupedDeviceCards: {
      readonly totalCount: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"DashboardOrganizationFragment">;
  }>;
  readonly analyticsRefs: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly deviceCount: number;
    readonly id: string;
  }>;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"readViewerAccessFragment">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardFilters_query">;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scheduling"
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
  "concreteType": "UserConfig",
  "kind": "LinkedField",
  "name": "config",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "utcOffset",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "AbilityRule",
  "kind": "LinkedField",
  "name": "abilities",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conditions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fields",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inverted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceCount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "AnalyticsOption",
  "kind": "LinkedField",
  "name": "analyticsRefs",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "organizationIds",
    "variableName": "organizationIds"
  }
],
v11 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v12 = [
  (v11/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 24
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v17 = [
  (v8/*:: as any*/),
  (v3/*:: as any*/)
],
v18 = {
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
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v19 = [
  (v13/*:: as any*/),
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
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceId",
            "storageKey": null
          },
          (v16/*:: as any*/),
          (v8/*:: as any*/),
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
            "name": "hasCounter",
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
              (v15/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceTypeCategory",
            "kind": "LinkedField",
            "name": "deviceTypeCategory",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          },
          (v18/*:: as any*/),
          {
            "condition": "scheduling",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceSchedule",
                "kind": "LinkedField",
                "name": "serviceSchedule",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceTargetCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCountSinceLastReset",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
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
v20 = [
  "filter"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "readViewerAccessFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DashboardFilters_query"
      },
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "AnalyticsDeviceConnection",
                "kind": "LinkedField",
                "name": "deviceCards",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "AnalyticsDeviceConnection",
            "kind": "LinkedField",
            "name": "ungroupedDeviceCards",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "args": [
              (v11/*:: as any*/),
              {
                "kind": "Variable",
                "name": "scheduling",
                "variableName": "scheduling"
              }
            ],
            "kind": "FragmentSpread",
            "name": "DashboardOrganizationFragment"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceTypeCategory",
        "kind": "LinkedField",
        "name": "deviceTypeCategories",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceModel",
        "kind": "LinkedField",
        "name": "deviceModels",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "AnalyticsDeviceConnection",
                "kind": "LinkedField",
                "name": "deviceCards",
                "plural": false,
                "selections": (v19/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "filters": (v20/*:: as any*/),
                "handle": "connection",
                "key": "DashboardGroup_deviceCards",
                "kind": "LinkedHandle",
                "name": "deviceCards"
              },
              (v16/*:: as any*/),
              (v8/*:: as any*/),
              (v7/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "AnalyticsDeviceConnection",
            "kind": "LinkedField",
            "name": "ungroupedDeviceCards",
            "plural": false,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "filters": (v20/*:: as any*/),
            "handle": "connection",
            "key": "DashboardUngrouped_ungroupedDeviceCards",
            "kind": "LinkedHandle",
            "name": "ungroupedDeviceCards"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b28e308115ee6442bd8257f95b401250",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $organizationIds: [ID!]!\n  $filter: AnalyticsDeviceFilter\n  $scheduling: Boolean!\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    ...readViewerAccessFragment\n  }\n  organizations {\n    id\n    deviceCount\n  }\n  ...DashboardFilters_query\n  analyticsRefs {\n    key\n    name\n  }\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    groups {\n      id\n      deviceCards(first: 24, filter: $filter) {\n        totalCount\n      }\n    }\n    ungroupedDeviceCards(first: 24, filter: $filter) {\n      totalCount\n    }\n    ...DashboardOrganizationFragment_sYhSy\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DashboardFilters_query on Query {\n  organizations {\n    id\n    name\n    deviceCount\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n  }\n}\n\nfragment DashboardGroupFragment_sYhSy on AnalyticsGroup {\n  id\n  organizationId\n  name\n  ...GroupCard_group\n  deviceCards(first: 24, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceCard_device\n        ...DeviceCardSchedule_device @include(if: $scheduling)\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DashboardOrganizationFragment_sYhSy on AnalyticsOrganization {\n  organization {\n    name\n    id\n  }\n  groups {\n    id\n    ...DashboardGroupFragment_sYhSy\n  }\n  ...DashboardUngroupedFragment_sYhSy\n}\n\nfragment DashboardUngroupedFragment_sYhSy on AnalyticsOrganization {\n  ungroupedDeviceCards(first: 24, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceCard_device\n        ...DeviceCardSchedule_device @include(if: $scheduling)\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCard_device on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  id\n}\n\nfragment readViewerAccessFragment on Viewer {\n  user {\n    userId\n    id\n  }\n  abilities {\n    action\n    subject\n    conditions\n    fields\n    inverted\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "d12caf9e0b6e4fb816158c4510f148cf";

export default node;
