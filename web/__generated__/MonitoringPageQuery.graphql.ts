/**
 * @generated SignedSource<<a972d3bc72c730d14ff641520bfd7191>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringFilter = {
  deviceIds?: ReadonlyArray<string> | null | undefined;
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
  errorCodeIds?: ReadonlyArray<string> | null | undefined;
  errorFrom?: string | null | undefined;
  errorTo?: string | null | undefined;
  lastSeenFrom?: string | null | undefined;
  lastSeenTo?: string | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  packageIds?: ReadonlyArray<string> | null | undefined;
  statusIds?: ReadonlyArray<string> | null | undefined;
};
export type MonitoringPageQuery$variables = {
  after?: string | null | undefined;
  filter?: MonitoringFilter | null | undefined;
  first: number;
};
export type MonitoringPageQuery$data = {
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringFiltersFragment" | "MonitoringTableFragment">;
};
export type MonitoringPageQuery = {
  response: MonitoringPageQuery$data;
  variables: MonitoringPageQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
v5 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v3/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = [
  (v3/*:: as any*/),
  (v6/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = [
  (v3/*:: as any*/),
  (v6/*:: as any*/),
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "color",
    "storageKey": null
  }
],
v12 = [
  (v6/*:: as any*/),
  (v3/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v15 = [
  (v13/*:: as any*/),
  (v14/*:: as any*/)
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
    "name": "MonitoringPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MonitoringFiltersFragment"
      },
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MonitoringTableFragment"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MonitoringPageQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceOption",
        "kind": "LinkedField",
        "name": "deviceOptions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nodeId",
            "storageKey": null
          },
          (v6/*:: as any*/),
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
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Package",
        "kind": "LinkedField",
        "name": "packages",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ErrorCode",
        "kind": "LinkedField",
        "name": "errorCodes",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusCode",
        "kind": "LinkedField",
        "name": "statusCodes",
        "plural": true,
        "selections": (v11/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "MonitoringRecordConnection",
        "kind": "LinkedField",
        "name": "monitoringRecords",
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
            "concreteType": "MonitoringRecordEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MonitoringRecord",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "latestErrorOccurredAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatusCode",
                    "kind": "LinkedField",
                    "name": "status",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ErrorCodeCount",
                    "kind": "LinkedField",
                    "name": "errorCodes",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "count",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCode",
                        "kind": "LinkedField",
                        "name": "errorCode",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      }
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
                    "selections": [
                      (v6/*:: as any*/),
                      (v9/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "device",
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
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
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
                        "name": "firmwareVersion",
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
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceTypeCategory",
                            "kind": "LinkedField",
                            "name": "deviceTypeCategory",
                            "plural": false,
                            "selections": (v12/*:: as any*/),
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "rssi",
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
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
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
                "name": "hasNextPage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
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
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "last",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "previous",
                "plural": false,
                "selections": (v15/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageCursor",
                "kind": "LinkedField",
                "name": "next",
                "plural": false,
                "selections": (v15/*:: as any*/),
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
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": [
          "filter",
          "first",
          "after"
        ],
        "handle": "connection",
        "key": "MonitoringTable_monitoringRecords",
        "kind": "LinkedHandle",
        "name": "monitoringRecords"
      }
    ]
  },
  "params": {
    "cacheID": "8b01da32337da9d3f6ed0c47e8e458b5",
    "id": null,
    "metadata": {},
    "name": "MonitoringPageQuery",
    "operationKind": "query",
    "text": "query MonitoringPageQuery(\n  $filter: MonitoringFilter\n  $first: Int!\n  $after: String\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  ...MonitoringFiltersFragment\n  ...MonitoringTableFragment_G9cLv\n}\n\nfragment MonitoringFiltersFragment on Query {\n  organizations {\n    id\n    name\n  }\n  deviceOptions {\n    nodeId\n    name\n    networkId\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  packages {\n    id\n    name\n    slug\n  }\n  errorCodes {\n    id\n    name\n    slug\n  }\n  statusCodes {\n    id\n    name\n    slug\n  }\n}\n\nfragment MonitoringRowFragment on MonitoringRecord {\n  id\n  notes\n  latestErrorOccurredAt\n  status {\n    id\n    name\n    slug\n    color\n  }\n  errorCodes {\n    count\n    errorCode {\n      id\n      name\n      slug\n    }\n  }\n  package {\n    name\n    slug\n    id\n  }\n  owner {\n    name\n    id\n  }\n  device {\n    id\n    deviceId\n    networkId\n    name\n    lastSeenAt\n    firmwareVersion\n    deviceModel {\n      title\n      networkType\n      networkProtocol\n      deviceTypeCategory {\n        name\n        id\n      }\n      id\n    }\n    latestMessage {\n      signalStrength\n      rssi\n    }\n  }\n}\n\nfragment MonitoringTableFragment_G9cLv on Query {\n  statusCodes {\n    id\n    name\n    slug\n    color\n  }\n  monitoringRecords(filter: $filter, first: $first, after: $after) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MonitoringRowFragment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    pageCursors {\n      ...PaginationFragment\n    }\n  }\n}\n\nfragment PaginationFragment on PageCursors {\n  totalPages\n  first {\n    cursor\n    page\n  }\n  last {\n    cursor\n    page\n  }\n  previous {\n    cursor\n    page\n  }\n  next {\n    cursor\n    page\n  }\n  around {\n    cursor\n    page\n    isCurrent\n  }\n}\n"
  }
};
})();

(node as any).hash = "23285f9965668ec3af61e5cf83e0b986";

export default node;
