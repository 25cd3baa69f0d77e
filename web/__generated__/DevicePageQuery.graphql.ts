/**
 * @generated SignedSource<<a886b6e1dea9665dd462c61789db7d29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevicePageQuery$variables = {
  alarmsFirst?: number | null | undefined;
  alarmsTab?: boolean | null | undefined;
  appliedTab?: boolean | null | undefined;
  auditFirst?: number | null | undefined;
  auditTab?: boolean | null | undefined;
  contractsFirst?: number | null | undefined;
  contractsTab?: boolean | null | undefined;
  dataTab?: boolean | null | undefined;
  downlinkTab?: boolean | null | undefined;
  id: string;
  infoTab?: boolean | null | undefined;
  servicesTab?: boolean | null | undefined;
  tripsFirst?: number | null | undefined;
};
export type DevicePageQuery$data = {
  readonly node: {
    readonly __typename: "Device";
    readonly alarms?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAlarmsTabFragment">;
    } | null | undefined;
    readonly applied?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAppliedConfigTabFragment">;
    } | null | undefined;
    readonly audit?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceAuditTabFragment">;
    } | null | undefined;
    readonly contracts?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceContractsTabFragment">;
    } | null | undefined;
    readonly data?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceDataTabFragment">;
    } | null | undefined;
    readonly deleted: boolean;
    readonly downlink?: {
      readonly " $fragmentSpreads": FragmentRefs<"DeviceDownlinkTabFragment">;
    } | null | undefined;
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
  "defaultValue": 50,
  "kind": "LocalArgument",
  "name": "alarmsFirst"
},
v1 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "alarmsTab"
},
v2 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "appliedTab"
},
v3 = {
  "defaultValue": 20,
  "kind": "LocalArgument",
  "name": "auditFirst"
},
v4 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "auditTab"
},
v5 = {
  "defaultValue": 10,
  "kind": "LocalArgument",
  "name": "contractsFirst"
},
v6 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "contractsTab"
},
v7 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "dataTab"
},
v8 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "downlinkTab"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v10 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "infoTab"
},
v11 = {
  "defaultValue": false,
  "kind": "LocalArgument",
  "name": "servicesTab"
},
v12 = {
  "defaultValue": 10,
  "kind": "LocalArgument",
  "name": "tripsFirst"
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v13/*:: as any*/),
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
v15 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downlinkSupported",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v20 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "auditFirst"
  }
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v25 = [
  (v24/*:: as any*/),
  (v21/*:: as any*/),
  (v13/*:: as any*/)
],
v26 = {
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
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "time",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v32 = [
  (v30/*:: as any*/),
  (v31/*:: as any*/)
],
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursor",
  "kind": "LinkedField",
  "name": "first",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursor",
  "kind": "LinkedField",
  "name": "last",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursor",
  "kind": "LinkedField",
  "name": "previous",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursor",
  "kind": "LinkedField",
  "name": "next",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursor",
  "kind": "LinkedField",
  "name": "around",
  "plural": true,
  "selections": [
    (v30/*:: as any*/),
    (v31/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isCurrent",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "threshold",
  "storageKey": null
},
v39 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "alarmsFirst"
  }
],
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitSlug",
  "storageKey": null
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "operator",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "aggregation",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "concreteType": "PageCursors",
  "kind": "LinkedField",
  "name": "pageCursors",
  "plural": false,
  "selections": [
    (v33/*:: as any*/),
    (v34/*:: as any*/),
    (v35/*:: as any*/),
    (v36/*:: as any*/),
    (v37/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicePageQuery",
    "selections": [
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/)
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
                          "args": (v20/*:: as any*/),
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
              },
              {
                "condition": "downlinkTab",
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
                          "name": "DeviceDownlinkTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "downlink"
                  }
                ]
              },
              {
                "condition": "alarmsTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": [
                            {
                              "kind": "Variable",
                              "name": "alarmsFirst",
                              "variableName": "alarmsFirst"
                            },
                            {
                              "kind": "Variable",
                              "name": "tripsFirst",
                              "variableName": "tripsFirst"
                            }
                          ],
                          "kind": "FragmentSpread",
                          "name": "DeviceAlarmsTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "alarms"
                  }
                ]
              },
              {
                "condition": "contractsTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "fragment": {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "args": [
                            {
                              "kind": "Variable",
                              "name": "contractsFirst",
                              "variableName": "contractsFirst"
                            }
                          ],
                          "kind": "FragmentSpread",
                          "name": "DeviceContractsTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "contracts"
                  }
                ]
              },
              {
                "condition": "appliedTab",
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
                          "name": "DeviceAppliedConfigTabFragment"
                        }
                      ],
                      "type": "Device",
                      "abstractKey": null
                    },
                    "kind": "AliasedInlineFragmentSpread",
                    "name": "applied"
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
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v7/*:: as any*/),
      (v4/*:: as any*/),
      (v8/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v12/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DevicePageQuery",
    "selections": [
      (v14/*:: as any*/),
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          (v13/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v19/*:: as any*/),
                  (v13/*:: as any*/),
                  (v21/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/),
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
                  (v13/*:: as any*/)
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
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Package",
                    "kind": "LinkedField",
                    "name": "package",
                    "plural": false,
                    "selections": [
                      (v21/*:: as any*/),
                      (v13/*:: as any*/)
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
                    "selections": (v25/*:: as any*/),
                    "storageKey": null
                  },
                  (v26/*:: as any*/),
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
                          (v13/*:: as any*/),
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 24
                      }
                    ],
                    "concreteType": "DeviceImageConnection",
                    "kind": "LinkedField",
                    "name": "images",
                    "plural": false,
                    "selections": [
                      (v27/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceImageEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceImage",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v13/*:: as any*/),
                              (v21/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "mimeType",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "size",
                                "storageKey": null
                              },
                              (v22/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "url",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "images(first:24)"
                  }
                ]
              },
              {
                "condition": "servicesTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deviceId",
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
                          (v24/*:: as any*/),
                          (v21/*:: as any*/),
                          (v28/*:: as any*/),
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
                          (v29/*:: as any*/),
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
                          (v28/*:: as any*/)
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
                    "args": (v20/*:: as any*/),
                    "concreteType": "DeviceAuditEntryConnection",
                    "kind": "LinkedField",
                    "name": "auditEntries",
                    "plural": false,
                    "selections": [
                      (v27/*:: as any*/),
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
                          (v33/*:: as any*/),
                          (v34/*:: as any*/),
                          (v35/*:: as any*/),
                          (v36/*:: as any*/),
                          (v37/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "downlinkTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DownlinkConfig",
                    "kind": "LinkedField",
                    "name": "downlinkConfig",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "brokerNumber",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "topic",
                        "storageKey": null
                      },
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "inSync",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RequestedDownlinkConfig",
                        "kind": "LinkedField",
                        "name": "requested",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DownlinkSettings",
                            "kind": "LinkedField",
                            "name": "settings",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "miAbove",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "xtiAbove",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "th",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "miUnder",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "xtiUnder",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "updatedByName",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AppliedDownlinkConfig",
                        "kind": "LinkedField",
                        "name": "applied",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "measurementInterval",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "measurementsPerTransmission",
                            "storageKey": null
                          },
                          (v38/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "aboveThreshold",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "messageCount",
                            "storageKey": null
                          },
                          (v29/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "alarmsTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
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
                          (v24/*:: as any*/),
                          (v21/*:: as any*/),
                          (v28/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": (v39/*:: as any*/),
                    "concreteType": "AlarmConnection",
                    "kind": "LinkedField",
                    "name": "alarms",
                    "plural": false,
                    "selections": [
                      (v27/*:: as any*/),
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
                              (v13/*:: as any*/),
                              (v40/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "value",
                                "storageKey": null
                              },
                              (v41/*:: as any*/),
                              (v42/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "evaluationFrequency",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "notifyFromHour",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "notifyToHour",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "notificationEmails",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isActive",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "state",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "trippedSince",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastTriggeredAt",
                                "storageKey": null
                              },
                              (v16/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v30/*:: as any*/)
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
                    "args": (v39/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "DeviceAlarmsTab_alarms",
                    "kind": "LinkedHandle",
                    "name": "alarms"
                  },
                  {
                    "alias": null,
                    "args": [
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
                      (v27/*:: as any*/),
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
                              (v40/*:: as any*/),
                              (v41/*:: as any*/),
                              (v38/*:: as any*/),
                              (v42/*:: as any*/),
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
                      (v43/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "contractsTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Variable",
                        "name": "first",
                        "variableName": "contractsFirst"
                      }
                    ],
                    "concreteType": "DeviceContractConnection",
                    "kind": "LinkedField",
                    "name": "contracts",
                    "plural": false,
                    "selections": [
                      (v27/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceContractEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceContract",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "contractId",
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
                                  (v19/*:: as any*/),
                                  (v21/*:: as any*/),
                                  (v13/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Package",
                                "kind": "LinkedField",
                                "name": "package",
                                "plural": false,
                                "selections": (v25/*:: as any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "startDate",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "invoiceFrequencyMonths",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "projectId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "debitorNumber",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "note",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "pricePerDeviceMonth",
                                "storageKey": null
                              },
                              (v22/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v43/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ]
              },
              {
                "condition": "appliedTab",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  (v26/*:: as any*/)
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
    "cacheID": "4f1bff22e0c6d2d89e21c0ddf2ace527",
    "id": null,
    "metadata": {},
    "name": "DevicePageQuery",
    "operationKind": "query",
    "text": "query DevicePageQuery(\n  $id: ID!\n  $infoTab: Boolean = false\n  $servicesTab: Boolean = false\n  $dataTab: Boolean = false\n  $auditTab: Boolean = false\n  $downlinkTab: Boolean = false\n  $alarmsTab: Boolean = false\n  $contractsTab: Boolean = false\n  $appliedTab: Boolean = false\n  $alarmsFirst: Int = 50\n  $tripsFirst: Int = 10\n  $contractsFirst: Int = 10\n  $auditFirst: Int = 20\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  node(id: $id) {\n    __typename\n    ... on Device {\n      id\n      deleted\n      downlinkSupported\n      owner {\n        organizationId\n        id\n      }\n      ...DeviceHeaderFragment\n      ...DeviceInfoTabFragment @include(if: $infoTab)\n      ...DeviceServicesTabFragment @include(if: $servicesTab)\n      ...DeviceDataTabFragment @include(if: $dataTab)\n      ...DeviceAuditTabFragment_2TfF07 @include(if: $auditTab)\n      ...DeviceDownlinkTabFragment @include(if: $downlinkTab)\n      ...DeviceAlarmsTabFragment_1Yn7AV @include(if: $alarmsTab)\n      ...DeviceContractsTabFragment_SrexM @include(if: $contractsTab)\n      ...DeviceAppliedConfigTabFragment @include(if: $appliedTab)\n    }\n    id\n  }\n}\n\nfragment DeviceActionsFragment on Device {\n  id\n  name\n  lifecycle\n  deleted\n}\n\nfragment DeviceAlarmsTabFragment_1Yn7AV on Device {\n  id\n  name\n  owner {\n    organizationId\n    id\n  }\n  deviceModel {\n    dataModel {\n      slug\n      name\n      unit\n    }\n    id\n  }\n  alarms(first: $alarmsFirst) {\n    totalCount\n    edges {\n      node {\n        id\n        ...DeviceAlarmsTab_alarm\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  alarmTrips(first: $tripsFirst) {\n    totalCount\n    edges {\n      node {\n        tripId\n        unitSlug\n        operator\n        threshold\n        aggregation\n        trippedAt\n        readingValue\n        clearedAt\n        notificationStatus\n        notifiedAt\n      }\n    }\n    pageCursors {\n      ...PaginationFragment\n    }\n  }\n}\n\nfragment DeviceAlarmsTab_alarm on Alarm {\n  id\n  unitSlug\n  value\n  operator\n  aggregation\n  evaluationFrequency\n  notifyFromHour\n  notifyToHour\n  notificationEmails\n  isActive\n  state\n  trippedSince\n  lastTriggeredAt\n}\n\nfragment DeviceAppliedConfigTabFragment on Device {\n  properties {\n    json\n  }\n  id\n}\n\nfragment DeviceAuditTabFragment_2TfF07 on Device {\n  auditEntries(first: $auditFirst) {\n    totalCount\n    edges {\n      node {\n        entryId\n        at\n        actorName\n        action\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageCursors {\n      totalPages\n      ...PaginationFragment\n    }\n  }\n  id\n}\n\nfragment DeviceContractsTabFragment_SrexM on Device {\n  id\n  name\n  contracts(first: $contractsFirst) {\n    totalCount\n    edges {\n      node {\n        contractId\n        organization {\n          organizationId\n          name\n          id\n        }\n        package {\n          slug\n          name\n          id\n        }\n        startDate\n        invoiceFrequencyMonths\n        projectId\n        debitorNumber\n        note\n        pricePerDeviceMonth\n        createdAt\n      }\n    }\n    pageCursors {\n      ...PaginationFragment\n    }\n  }\n}\n\nfragment DeviceDataTabFragment on Device {\n  id\n  name\n  readings {\n    units {\n      slug\n      name\n      unit\n      calculated\n    }\n    points {\n      time\n      values\n    }\n    hasMore\n    waterLevel {\n      unit\n    }\n  }\n}\n\nfragment DeviceDownlinkTabFragment on Device {\n  id\n  name\n  downlinkSupported\n  owner {\n    organizationId\n    id\n  }\n  downlinkConfig {\n    ...DeviceDownlinkTab_config\n  }\n}\n\nfragment DeviceDownlinkTab_config on DownlinkConfig {\n  brokerNumber\n  topic\n  deleted\n  inSync\n  requested {\n    settings {\n      miAbove\n      xtiAbove\n      th\n      miUnder\n      xtiUnder\n    }\n    updatedAt\n    updatedByName\n  }\n  applied {\n    measurementInterval\n    measurementsPerTransmission\n    threshold\n    aboveThreshold\n    messageCount\n    time\n  }\n}\n\nfragment DeviceHeaderFragment on Device {\n  id\n  name\n  networkId\n  lastSeenAt\n  lifecycle\n  deleted\n  deletedAt\n  geo {\n    lat\n    lon\n  }\n  latestMessage {\n    signalStrength\n  }\n  networkStrengthAvailable\n  deviceModel {\n    title\n    networkType\n    networkProtocol\n    id\n  }\n  owner {\n    name\n    id\n  }\n  ...DeviceActionsFragment\n}\n\nfragment DeviceImagesSectionFragment on Device {\n  id\n  name\n  images(first: 24) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        mimeType\n        size\n        createdAt\n        url\n      }\n    }\n  }\n}\n\nfragment DeviceInfoFormFragment on Device {\n  id\n  name\n  serialNumber\n  placeName\n  notes\n  geo {\n    lat\n    lon\n  }\n  owner {\n    id\n  }\n  package {\n    id\n  }\n  deviceTypeCategory {\n    slug\n    id\n  }\n  properties {\n    json\n  }\n  ownerOptions {\n    organization {\n      id\n      name\n    }\n  }\n}\n\nfragment DeviceInfoTabFragment on Device {\n  name\n  networkId\n  serialNumber\n  placeName\n  notes\n  lifecycle\n  createdAt\n  updatedAt\n  geo {\n    lat\n    lon\n  }\n  owner {\n    name\n    id\n  }\n  package {\n    name\n    id\n  }\n  deviceModel {\n    title\n    networkType\n    networkProtocol\n    id\n  }\n  deviceTypeCategory {\n    slug\n    name\n    id\n  }\n  properties {\n    json\n  }\n  ...DeviceInfoFormFragment\n  ...DeviceImagesSectionFragment\n}\n\nfragment DeviceServicesTabFragment on Device {\n  id\n  deviceId\n}\n\nfragment PaginationFragment on PageCursors {\n  first {\n    cursor\n    page\n  }\n  last {\n    cursor\n    page\n  }\n  previous {\n    cursor\n    page\n  }\n  next {\n    cursor\n    page\n  }\n  around {\n    cursor\n    page\n    isCurrent\n  }\n}\n"
  }
};
})();

(node as any).hash = "56a7ee676f0e9b2f94170b2447932ad8";

export default node;
