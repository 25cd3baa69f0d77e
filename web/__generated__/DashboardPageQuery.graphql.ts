/**
 * @generated SignedSource<<5c51a0789e90ef8f9172c8056e56630d>>
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
      readonly devices: ReadonlyArray<{
        readonly deviceModel: {
          readonly id: string;
        };
        readonly deviceTypeCategory: {
          readonly id: string;
        };
        readonly hasCounter: boolean;
        readonly id: string;
        readonly name: string;
        readonly networkId: string;
      }>;
      readonly id: string;
    }>;
    readonly id: string;
    readonly ungroupedDevices: ReadonlyArray<{
      readonly deviceModel: {
        readonly id: string;
      };
      readonly deviceTypeCategory: {
        readonly id: string;
      };
      readonly hasCounter: boolean;
      readonly id: string;
      readonly name: string;
      readonly networkId: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardOrganizationFragment">;
  }>;
  readonly analyticsRefs: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
  }>;
  readonly deviceModels: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly deviceCount: number;
    readonly id: string;
    readonly name: string;
    readonly organizationId: string;
  }>;
  readonly viewer: {
    readonly abilities: ReadonlyArray<{
      readonly action: ReadonlyArray<string>;
      readonly conditions: unknown | null | undefined;
      readonly fields: ReadonlyArray<string> | null | undefined;
      readonly inverted: boolean;
      readonly reason: string | null | undefined;
      readonly subject: ReadonlyArray<string>;
    }>;
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
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
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
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
    {
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
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceCount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  (v1/*:: as any*/),
  (v4/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceTypeCategory",
  "kind": "LinkedField",
  "name": "deviceTypeCategories",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceModel",
  "kind": "LinkedField",
  "name": "deviceModels",
  "plural": true,
  "selections": (v8/*:: as any*/),
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
    (v4/*:: as any*/)
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasCounter",
  "storageKey": null
},
v14 = [
  (v1/*:: as any*/)
],
v15 = [
  (v1/*:: as any*/),
  (v4/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v14/*:: as any*/),
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
  }
],
v16 = [
  (v1/*:: as any*/),
  (v4/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v6/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceModel",
    "kind": "LinkedField",
    "name": "deviceModel",
    "plural": false,
    "selections": (v8/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviceId",
    "storageKey": null
  },
  (v3/*:: as any*/),
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
      (v4/*:: as any*/),
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
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v11/*:: as any*/),
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
                "selections": (v15/*:: as any*/),
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
            "selections": (v15/*:: as any*/),
            "storageKey": null
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
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": (v11/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "groupId",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/)
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
              (v4/*:: as any*/),
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
    "cacheID": "43ea44c9c3597858170515bf05727952",
    "id": null,
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery(\n  $organizationIds: [ID!]!\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    abilities {\n      action\n      subject\n      conditions\n      fields\n      inverted\n      reason\n    }\n  }\n  organizations {\n    id\n    organizationId\n    name\n    deviceCount\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n  }\n  analyticsRefs {\n    key\n    name\n  }\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    groups {\n      id\n      devices {\n        id\n        name\n        networkId\n        hasCounter\n        deviceTypeCategory {\n          id\n        }\n        deviceModel {\n          id\n        }\n      }\n    }\n    ungroupedDevices {\n      id\n      name\n      networkId\n      hasCounter\n      deviceTypeCategory {\n        id\n      }\n      deviceModel {\n        id\n      }\n    }\n    ...DashboardOrganizationFragment\n  }\n}\n\nfragment DashboardGroupFragment on AnalyticsGroup {\n  id\n  groupId\n  organizationId\n  name\n  devices {\n    id\n    ...DeviceCard_device\n  }\n  ...GroupCard_group\n}\n\nfragment DashboardOrganizationFragment on AnalyticsOrganization {\n  organization {\n    name\n    id\n  }\n  groups {\n    id\n    ...DashboardGroupFragment\n  }\n  ungroupedDevices {\n    id\n    ...DeviceCard_device\n  }\n}\n\nfragment DeviceCard_device on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    slug\n    name\n    unit\n  }\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  id\n  name\n  devices {\n    id\n    units {\n      slug\n      name\n      unit\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d43fb6a91c794abb494af08e3ef746c6";

export default node;
