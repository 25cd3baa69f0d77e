/**
 * @generated SignedSource<<963db082cc4715cb778e921803651834>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MonitoringRecordOrderField = "LAST_ERROR" | "NAME" | "NETWORK_ID" | "%future added value";
export type OrderDirection = "ASC" | "DESC" | "%future added value";
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
export type MonitoringRecordOrder = {
  direction?: OrderDirection | null | undefined;
  field: MonitoringRecordOrderField;
};
export type MonitoringExportMenuQuery$variables = {
  filter?: MonitoringFilter | null | undefined;
  first: number;
  orderBy?: MonitoringRecordOrder | null | undefined;
  page?: number | null | undefined;
};
export type MonitoringExportMenuQuery$data = {
  readonly monitoringRecords: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly device: {
          readonly deviceModel: {
            readonly deviceTypeCategory: {
              readonly name: string;
              readonly slug: string;
            };
            readonly title: string;
          };
          readonly firmwareVersion: string | null | undefined;
          readonly lastSeenAt: string | null | undefined;
          readonly latestMessage: {
            readonly rssi: number | null | undefined;
            readonly signalStrength: number | null | undefined;
          } | null | undefined;
          readonly name: string;
          readonly networkId: string;
        };
        readonly errorCodes: ReadonlyArray<{
          readonly count: number;
          readonly errorCode: {
            readonly name: string;
            readonly slug: string;
          };
        }>;
        readonly latestErrorOccurredAt: string | null | undefined;
        readonly notes: string | null | undefined;
        readonly owner: {
          readonly name: string;
        };
        readonly package: {
          readonly name: string;
          readonly slug: string;
        } | null | undefined;
        readonly status: {
          readonly name: string;
          readonly slug: string;
        };
      };
    }>;
    readonly totalCount: number;
  };
};
export type MonitoringExportMenuQuery = {
  response: MonitoringExportMenuQuery$data;
  variables: MonitoringExportMenuQuery$variables;
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
  "name": "orderBy"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "page"
},
v4 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "orderBy",
    "variableName": "orderBy"
  },
  {
    "kind": "Variable",
    "name": "page",
    "variableName": "page"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latestErrorOccurredAt",
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
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
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
  "name": "lastSeenAt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firmwareVersion",
  "storageKey": null
},
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
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = [
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v17/*:: as any*/)
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
    "name": "MonitoringExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MonitoringRecordConnection",
        "kind": "LinkedField",
        "name": "monitoringRecords",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatusCode",
                    "kind": "LinkedField",
                    "name": "status",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
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
                      (v11/*:: as any*/),
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
                    "selections": (v10/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/)
                    ],
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
                      (v12/*:: as any*/),
                      (v8/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceModel",
                        "kind": "LinkedField",
                        "name": "deviceModel",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceTypeCategory",
                            "kind": "LinkedField",
                            "name": "deviceTypeCategory",
                            "plural": false,
                            "selections": (v10/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
                    ],
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MonitoringExportMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "MonitoringRecordConnection",
        "kind": "LinkedField",
        "name": "monitoringRecords",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StatusCode",
                    "kind": "LinkedField",
                    "name": "status",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
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
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCode",
                        "kind": "LinkedField",
                        "name": "errorCode",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
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
                    "selections": (v18/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "owner",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
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
                      (v12/*:: as any*/),
                      (v8/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DeviceModel",
                        "kind": "LinkedField",
                        "name": "deviceModel",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
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
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4796e7b8fd2e2bd26605c811c635f50c",
    "id": null,
    "metadata": {},
    "name": "MonitoringExportMenuQuery",
    "operationKind": "query",
    "text": "query MonitoringExportMenuQuery(\n  $filter: MonitoringFilter\n  $orderBy: MonitoringRecordOrder\n  $first: Int!\n  $page: Int\n) {\n  monitoringRecords(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    edges {\n      node {\n        notes\n        latestErrorOccurredAt\n        status {\n          name\n          slug\n          id\n        }\n        errorCodes {\n          count\n          errorCode {\n            name\n            slug\n            id\n          }\n        }\n        package {\n          name\n          slug\n          id\n        }\n        owner {\n          name\n          id\n        }\n        device {\n          networkId\n          name\n          lastSeenAt\n          firmwareVersion\n          deviceModel {\n            title\n            deviceTypeCategory {\n              name\n              slug\n              id\n            }\n            id\n          }\n          latestMessage {\n            signalStrength\n            rssi\n          }\n          id\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ad6f060143d742dbf84c1b88ac845c6";

export default node;
