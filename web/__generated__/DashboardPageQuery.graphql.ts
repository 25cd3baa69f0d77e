/**
 * @generated SignedSource<<56b0f7d5c004ea04ef566cfda9f605a3>>
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
  first: number;
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
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scheduling"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceCount",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
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
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "organizationIds",
    "variableName": "organizationIds"
  }
],
v12 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v13 = [
  (v12/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v15 = [
  (v14/*:: as any*/)
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v18 = [
  (v9/*:: as any*/),
  (v4/*:: as any*/)
],
v19 = {
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
    (v9/*:: as any*/),
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
v20 = [
  (v14/*:: as any*/),
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
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deviceId",
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v9/*:: as any*/),
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
              (v16/*:: as any*/),
              (v4/*:: as any*/)
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
            "selections": (v18/*:: as any*/),
            "storageKey": null
          },
          (v19/*:: as any*/),
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
                  (v4/*:: as any*/)
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
v21 = [
  "filter"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
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
          (v4/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DashboardFilters_query"
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "concreteType": "AnalyticsDeviceConnection",
                "kind": "LinkedField",
                "name": "deviceCards",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "AnalyticsDeviceConnection",
            "kind": "LinkedField",
            "name": "ungroupedDeviceCards",
            "plural": false,
            "selections": (v15/*:: as any*/),
            "storageKey": null
          },
          {
            "args": [
              (v12/*:: as any*/),
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
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
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
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
          (v4/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
          (v4/*:: as any*/),
          (v9/*:: as any*/)
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
          (v4/*:: as any*/),
          (v16/*:: as any*/)
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "concreteType": "AnalyticsDeviceConnection",
                "kind": "LinkedField",
                "name": "deviceCards",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "filters": (v21/*:: as any*/),
                "handle": "connection",
                "key": "DashboardGroup_deviceCards",
                "kind": "LinkedHandle",
                "name": "deviceCards"
              },
              (v17/*:: as any*/),
              (v9/*:: as any*/),
              (v8/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "AnalyticsDeviceConnection",
            "kind": "LinkedField",
            "name": "ungroupedDeviceCards",
            "plural": false,
            "selections": (v20/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": (v21/*:: as any*/),
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
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "76da2225aad1b4f34571dbbc903dd542",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $organizationIds: [ID!]!\n  $filter: AnalyticsDeviceFilter\n  $scheduling: Boolean!\n  $first: Int!\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    ...readViewerAccessFragment\n  }\n  organizations {\n    id\n    deviceCount\n  }\n  ...DashboardFilters_query\n  analyticsRefs {\n    key\n    name\n  }\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    groups {\n      id\n      deviceCards(first: $first, filter: $filter) {\n        totalCount\n      }\n    }\n    ungroupedDeviceCards(first: $first, filter: $filter) {\n      totalCount\n    }\n    ...DashboardOrganizationFragment_sYhSy\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DashboardFilters_query on Query {\n  organizations {\n    id\n    name\n    deviceCount\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n  }\n}\n\nfragment DashboardGroupFragment_1msyrq on AnalyticsGroup {\n  id\n  organizationId\n  name\n  ...GroupCard_group\n  deviceCards(first: $first, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceCard_device\n        ...DeviceCardSchedule_device @include(if: $scheduling)\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DashboardOrganizationFragment_sYhSy on AnalyticsOrganization {\n  organization {\n    name\n    id\n  }\n  groups {\n    id\n    ...DashboardGroupFragment_1msyrq\n  }\n  ...DashboardUngroupedFragment_1msyrq\n}\n\nfragment DashboardUngroupedFragment_1msyrq on AnalyticsOrganization {\n  ungroupedDeviceCards(first: $first, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceCard_device\n        ...DeviceCardSchedule_device @include(if: $scheduling)\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCard_device on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  id\n}\n\nfragment readViewerAccessFragment on Viewer {\n  user {\n    userId\n    id\n  }\n  abilities {\n    action\n    subject\n    conditions\n    fields\n    inverted\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "f261a19b7fc1055af342f85f7ca6014c";

export default node;
