/**
 * @generated SignedSource<<6c9b6137c6b70a0c0480345f9e72b6ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPageQuery$variables = {
  organizationIds: ReadonlyArray<string>;
};
export type DashboardPageQuery$data = {
  readonly analyticsOrganizations: ReadonlyArray<{
    readonly groups: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardOrganizationFragment" | "matchingDevices_organization">;
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationIds"
  }
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v4 = {
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
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
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = [
  {
    "kind": "Variable",
    "name": "organizationIds",
    "variableName": "organizationIds"
  }
],
v9 = [
  (v1/*:: as any*/)
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasCounter",
  "storageKey": null
},
v12 = [
  (v1/*:: as any*/),
  (v6/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceModel",
    "kind": "LinkedField",
    "name": "deviceModel",
    "plural": false,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  }
],
v13 = [
  (v1/*:: as any*/),
  (v6/*:: as any*/)
],
v14 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v16 = [
  (v1/*:: as any*/),
  (v6/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceModel",
    "kind": "LinkedField",
    "name": "deviceModel",
    "plural": false,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviceId",
    "storageKey": null
  },
  (v15/*:: as any*/),
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
      (v6/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v4/*:: as any*/)
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
          (v1/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DashboardFilters_query"
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": (v9/*:: as any*/),
            "storageKey": null
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "matchingDevices_organization",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalyticsGroup",
                "kind": "LinkedField",
                "name": "groups",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AnalyticsDevice",
                    "kind": "LinkedField",
                    "name": "devices",
                    "plural": true,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalyticsDevice",
                "kind": "LinkedField",
                "name": "ungroupedDevices",
                "plural": true,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "args": null,
            "argumentDefinitions": []
          },
          {
            "args": null,
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
    "argumentDefinitions": (v0/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
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
          (v1/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
        "selections": (v13/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceModel",
        "kind": "LinkedField",
        "name": "deviceModels",
        "plural": true,
        "selections": (v14/*:: as any*/),
        "storageKey": null
      },
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalyticsDevice",
                "kind": "LinkedField",
                "name": "devices",
                "plural": true,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "ungroupedDevices",
            "plural": true,
            "selections": (v16/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6cca136ab4d460d436f23e6108abbd5b",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $organizationIds: [ID!]!\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    ...readViewerAccessFragment\n  }\n  organizations {\n    id\n    deviceCount\n  }\n  ...DashboardFilters_query\n  analyticsRefs {\n    key\n    name\n  }\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    groups {\n      id\n    }\n    ...matchingDevices_organization\n    ...DashboardOrganizationFragment\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DashboardFilters_query on Query {\n  organizations {\n    id\n    name\n    deviceCount\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n  }\n}\n\nfragment DashboardGroupFragment on AnalyticsGroup {\n  id\n  organizationId\n  name\n  devices {\n    id\n    ...DeviceCard_device\n  }\n  ...GroupCard_group\n}\n\nfragment DashboardOrganizationFragment on AnalyticsOrganization {\n  organization {\n    name\n    id\n  }\n  groups {\n    id\n    ...DashboardGroupFragment\n  }\n  ungroupedDevices {\n    id\n    ...DeviceCard_device\n  }\n}\n\nfragment DeviceCard_device on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  name\n  devices {\n    units {\n      slug\n      ...CardTrend_units\n    }\n    id\n  }\n  id\n}\n\nfragment matchingDevices_organization on AnalyticsOrganization {\n  groups {\n    devices {\n      id\n      name\n      networkId\n      hasCounter\n      deviceTypeCategory {\n        id\n      }\n      deviceModel {\n        id\n      }\n    }\n    id\n  }\n  ungroupedDevices {\n    id\n    name\n    networkId\n    hasCounter\n    deviceTypeCategory {\n      id\n    }\n    deviceModel {\n      id\n    }\n  }\n}\n\nfragment readViewerAccessFragment on Viewer {\n  user {\n    userId\n    id\n  }\n  abilities {\n    action\n    subject\n    conditions\n    fields\n    inverted\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "1bb143ff70aed8c096452a29588d0b66";

export default node;
