/**
 * @generated SignedSource<<f10548bc898e2b8646d5d4fa621852cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicePageQuery$variables = {
  auditTab?: boolean | null | undefined;
  dataTab?: boolean | null | undefined;
  id: string;
  infoTab?: boolean | null | undefined;
  servicesTab?: boolean | null | undefined;
};
export type DevicePageQuery$data = {
  readonly node: {
    readonly __typename: "Device";
    readonly audit?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAuditTabFragment">;
    } | null | undefined;
    readonly data?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceDataTabFragment">;
    } | null | undefined;
    readonly deleted: boolean;
    readonly downlinkSupported: boolean;
    readonly header: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceHeaderFragment">;
    } | null | undefined;
    readonly id: string;
    readonly info?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceInfoTabFragment">;
    } | null | undefined;
    readonly owner: {
      readonly organizationId: string;
    };
    readonly services?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceServicesTabFragment">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type DevicePageQuery = {
  response: DevicePageQuery$data;
  variables: DevicePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "auditTab"
},
v1 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "dataTab"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v3 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "infoTab"
},
v4 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "servicesTab"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
    }
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downlinkSupported",
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
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v17 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/)
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
    "name": "DevicePageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "DeviceHeaderFragment"
                    }
                  ],
                  "type": "Device",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "header"
              },
              {
                "condition": "infoTab",
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
                          "name": "DeviceInfoTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "info"
                  }
                ]
              },
              {
                "condition": "servicesTab",
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
                          "name": "DeviceServicesTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "services"
                  }
                ]
              },
              {
                "condition": "dataTab",
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
                          "name": "DeviceDataTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "data"
                  }
                ]
              },
              {
                "condition": "auditTab",
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
                          "name": "DeviceAuditTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "audit"
                  }
                ]
              }
            ],
            "type": "Device",
            "abstractKey": null
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
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DevicePageQuery",
    "selections": [
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v11/*:: as any*/),
                  (v5/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
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
                "name": "lastSeenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lifecycle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deletedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GeoPoint",
                "kind": "LinkedField",
                "name": "geo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lon",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LatestMessage",
                "kind": "LinkedField",
                "name": "latestMessage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signalStrength",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "networkStrengthAvailable",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "networkType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "networkProtocol",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "condition": "infoTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serialNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placeName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
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
                    "concreteType": "Package",
                    "kind": "LinkedField",
                    "name": "package",
                    "plural": false,
                    "selections": [
                      (v12/*:: as any*/),
                      (v5/*:: as any*/)
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
                      (v13/*:: as any*/),
                      (v12/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceProperties",
                    "kind": "LinkedField",
                    "name": "properties",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "json",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceOwnerOption",
                    "kind": "LinkedField",
                    "name": "ownerOptions",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Organization",
                        "kind": "LinkedField",
                        "name": "organization",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "dataTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceReadings",
                    "kind": "LinkedField",
                    "name": "readings",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceReadingUnit",
                        "kind": "LinkedField",
                        "name": "units",
                        "plural": true,
                        "selections": [
                          (v13/*:: as any*/),
                          (v12/*:: as any*/),
                          (v14/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "calculated",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceReadingPoint",
                        "kind": "LinkedField",
                        "name": "points",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "time",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "values",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasMore",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "WaterLevelSettings",
                        "kind": "LinkedField",
                        "name": "waterLevel",
                        "plural": false,
                        "selections": [
                          (v14/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "auditTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 20
                      }
                    ],
                    "concreteType": "DeviceAuditEntryConnection",
                    "kind": "LinkedField",
                    "name": "auditEntries",
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
                        "concreteType": "DeviceAuditEntryEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceAuditEntry",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "entryId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "at",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "actorName",
                                "storageKey": null
                              },
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
                                "concreteType": "DeviceAuditChange",
                                "kind": "LinkedField",
                                "name": "changes",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "field",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "before",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "after",
                                    "storageKey": null
                                  }
                                ],
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
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "totalPages",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageCursor",
                            "kind": "LinkedField",
                            "name": "first",
                            "plural": false,
                            "selections": (v17/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageCursor",
                            "kind": "LinkedField",
                            "name": "last",
                            "plural": false,
                            "selections": (v17/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageCursor",
                            "kind": "LinkedField",
                            "name": "previous",
                            "plural": false,
                            "selections": (v17/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageCursor",
                            "kind": "LinkedField",
                            "name": "next",
                            "plural": false,
                            "selections": (v17/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageCursor",
                            "kind": "LinkedField",
                            "name": "around",
                            "plural": true,
                            "selections": [
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isCurrent",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "auditEntries(first:20)"
                  }
                ]
              }
            ],
            "type": "Device",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c3aff216ca2a79a6f8e79157d13db70e",
    "id": null,
    "metadata": {},
    "name": "DevicePageQuery",
    "operationKind": "query",
    "text": "query DevicePageQuery(\n  $id: ID!\n  $infoTab: Boolean = false\n  $servicesTab: Boolean = false\n  $dataTab: Boolean = false\n  $auditTab: Boolean = false\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  node(id: $id) {\n    __typename\n    ... on Device {\n      id\n      deleted\n      downlinkSupported\n      owner {\n        organizationId\n        id\n      }\n      ...DeviceHeaderFragment\n      ...DeviceInfoTabFragment @include(if: $infoTab)\n      ...DeviceServicesTabFragment @include(if: $servicesTab)\n      ...DeviceDataTabFragment @include(if: $dataTab)\n      ...DeviceAuditTabFragment @include(if: $auditTab)\n    }\n    id\n  }\n}\n\nfragment DeviceActionsFragment on Device {\n  id\n  name\n  lifecycle\n  deleted\n}\n\nfragment DeviceAuditTabFragment on Device {\n  auditEntries(first: 20) {\n    totalCount\n    edges {\n      node {\n        entryId\n        at\n        actorName\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageCursors {\n      totalPages\n      ...PaginationFragment\n    }\n  }\n  id\n}\n\nfragment DeviceDataTabFragment on Device {\n  id\n  name\n  readings {\n    units {\n      slug\n      name\n      unit\n      calculated\n    }\n    points {\n      time\n      values\n    }\n    hasMore\n    waterLevel {\n      unit\n    }\n  }\n}\n\nfragment DeviceHeaderFragment on Device {\n  id\n  name\n  networkId\n  lastSeenAt\n  lifecycle\n  deleted\n  deletedAt\n  geo {\n    lat\n    lon\n  }\n  latestMessage {\n    signalStrength\n  }\n  networkStrengthAvailable\n  deviceModel {\n    title\n    networkType\n    networkProtocol\n    id\n  }\n  owner {\n    name\n    id\n  }\n  ...DeviceActionsFragment\n}\n\nfragment DeviceInfoFormFragment on Device {\n  id\n  name\n  serialNumber\n  placeName\n  notes\n  geo {\n    lat\n    lon\n  }\n  owner {\n    id\n  }\n  package {\n    id\n  }\n  deviceTypeCategory {\n    slug\n    id\n  }\n  properties {\n    json\n  }\n  ownerOptions {\n    organization {\n      id\n      name\n    }\n  }\n}\n\nfragment DeviceInfoTabFragment on Device {\n  name\n  networkId\n  serialNumber\n  placeName\n  notes\n  lifecycle\n  createdAt\n  updatedAt\n  geo {\n    lat\n    lon\n  }\n  owner {\n    name\n    id\n  }\n  package {\n    name\n    id\n  }\n  deviceModel {\n    title\n    networkType\n    networkProtocol\n    id\n  }\n  deviceTypeCategory {\n    slug\n    name\n    id\n  }\n  properties {\n    json\n  }\n  ...DeviceInfoFormFragment\n}\n\nfragment DeviceServicesTabFragment on Device {\n  id\n}\n\nfragment PaginationFragment on PageCursors {\n  first {\n    cursor\n    page\n  }\n  last {\n    cursor\n    page\n  }\n  previous {\n    cursor\n    page\n  }\n  next {\n    cursor\n    page\n  }\n  around {\n    cursor\n    page\n    isCurrent\n  }\n}\n"
  }
};
})();

(node as any).hash = "414d639e29b3609fd5fa35426e43e277";

export default node;
