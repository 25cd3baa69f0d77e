/**
 * @generated SignedSource<<0a0f28ae76794d3bbb0c04831b8945fc>>
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
export type DashboardGroupPaginationQuery$variables = {
  after?: string | null | undefined;
  filter?: AnalyticsDeviceFilter | null | undefined;
  first: number;
  id: string;
  scheduling?: boolean | null | undefined;
};
export type DashboardGroupPaginationQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardGroupFragment">;
  } | null | undefined;
};
export type DashboardGroupPaginationQuery = {
  response: DashboardGroupPaginationQuery$data;
  variables: DashboardGroupPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v4 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "scheduling"
},
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v6 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v7 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v8 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
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
    (v12/*:: as any*/),
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
v14 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardGroupPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "Variable",
                "name": "scheduling",
                "variableName": "scheduling"
              }
            ],
            "kind": "FragmentSpread",
            "name": "DashboardGroupFragment"
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
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DashboardGroupPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceCount",
                "storageKey": null
              },
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "concreteType": "AnalyticsDeviceConnection",
                "kind": "LinkedField",
                "name": "deviceCards",
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
                          (v10/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "deviceId",
                            "storageKey": null
                          },
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v10/*:: as any*/)
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
                            "selections": [
                              (v12/*:: as any*/),
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v13/*:: as any*/),
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
                                  (v10/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ]
                          },
                          (v9/*:: as any*/)
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
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "filters": [
                  "filter"
                ],
                "handle": "connection",
                "key": "DashboardGroup_deviceCards",
                "kind": "LinkedHandle",
                "name": "deviceCards"
              }
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "731505acc7ee63f5868c619ca4bbdee9",
    "id": null,
    "metadata": {},
    "name": "DashboardGroupPaginationQuery",
    "operationKind": "query",
    "text": "query DashboardGroupPaginationQuery(\n  $after: String\n  $filter: AnalyticsDeviceFilter\n  $first: Int!\n  $scheduling: Boolean = false\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...DashboardGroupFragment_4nYz1b\n    id\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DashboardGroupFragment_4nYz1b on AnalyticsGroup {\n  id\n  organizationId\n  name\n  ...GroupCard_group\n  deviceCards(first: $first, after: $after, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceCard_device\n        ...DeviceCardSchedule_device @include(if: $scheduling)\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCard_device on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "caa0d04f1c0f5e25a816a36f20a6c67a";

export default node;
