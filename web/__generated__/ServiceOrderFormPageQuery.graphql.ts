/**
 * @generated SignedSource<<8c521acf513fb1d63c92a73a7d995abe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderFormPageQuery$variables = {
  deviceId: string;
  hasDevice: boolean;
  isEdit: boolean;
  mayDispatch: boolean;
  orderId: string;
};
export type ServiceOrderFormPageQuery$data = {
  readonly order?: {
    readonly serviceOrder: {
      readonly device: {
        readonly id: string;
      } | null | undefined;
      readonly deviceFacts: {
        readonly deviceId: string;
      };
      readonly dueDate: string | null | undefined;
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly number: number;
      readonly orderId: string;
      readonly serviceCenter: {
        readonly id: string;
      } | null | undefined;
      readonly serviceIssue: string | null | undefined;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
      readonly technician: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly prefill?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly device: {
          readonly notes: string | null | undefined;
        };
        readonly errorCodes: ReadonlyArray<{
          readonly count: number;
          readonly errorCode: {
            readonly name: string;
            readonly slug: string;
          };
        }>;
        readonly notes: string | null | undefined;
        readonly status: {
          readonly name: string;
          readonly slug: string;
        };
      };
    }>;
  };
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderFormLookups">;
};
export type ServiceOrderFormPageQuery = {
  response: ServiceOrderFormPageQuery$data;
  variables: ServiceOrderFormPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasDevice"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEdit"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "mayDispatch"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderId"
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
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "orderId"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = [
  (v7/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "Device",
  "kind": "LinkedField",
  "name": "device",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderDevice",
  "kind": "LinkedField",
  "name": "deviceFacts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenter",
  "kind": "LinkedField",
  "name": "serviceCenter",
  "plural": false,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v18 = [
  (v7/*:: as any*/),
  (v11/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Technician",
  "kind": "LinkedField",
  "name": "technician",
  "plural": false,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceIssue",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v23 = [
  {
    "fields": [
      {
        "items": [
          {
            "kind": "Variable",
            "name": "deviceIds.0",
            "variableName": "deviceId"
          }
        ],
        "kind": "ListValue",
        "name": "deviceIds"
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v25 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v7/*:: as any*/)
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
    "name": "ServiceOrderFormPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ServiceOrderFormLookups"
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "order",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v9/*:: as any*/),
                    (v13/*:: as any*/),
                    (v15/*:: as any*/),
                    (v16/*:: as any*/),
                    (v17/*:: as any*/),
                    (v19/*:: as any*/),
                    (v20/*:: as any*/),
                    (v21/*:: as any*/),
                    (v22/*:: as any*/)
                  ],
                  "type": "ServiceOrder",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "serviceOrder"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasDevice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "prefill",
            "args": (v23/*:: as any*/),
            "concreteType": "MonitoringRecordConnection",
            "kind": "LinkedField",
            "name": "monitoringRecords",
            "plural": false,
            "selections": [
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StatusCode",
                        "kind": "LinkedField",
                        "name": "status",
                        "plural": false,
                        "selections": (v12/*:: as any*/),
                        "storageKey": null
                      },
                      (v21/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCodeCount",
                        "kind": "LinkedField",
                        "name": "errorCodes",
                        "plural": true,
                        "selections": [
                          (v24/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ErrorCode",
                            "kind": "LinkedField",
                            "name": "errorCode",
                            "plural": false,
                            "selections": (v12/*:: as any*/),
                            "storageKey": null
                          }
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
                          (v21/*:: as any*/)
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
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ServiceOrderFormPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "filter",
            "value": {
              "isActive": true
            }
          },
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "ServiceCenterConnection",
        "kind": "LinkedField",
        "name": "serviceCenters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCenterEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceCenter",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "organizations",
                    "plural": true,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "serviceCenters(filter:{\"isActive\":true},first:100)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceTypeCategory",
        "kind": "LinkedField",
        "name": "deviceTypeCategories",
        "plural": true,
        "selections": (v18/*:: as any*/),
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
          (v7/*:: as any*/),
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
            "concreteType": "DeviceTypeCategory",
            "kind": "LinkedField",
            "name": "deviceTypeCategory",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "mayDispatch",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "serviceOrderOwners",
            "plural": true,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "order",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v13/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/)
                ],
                "type": "ServiceOrder",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasDevice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "prefill",
            "args": (v23/*:: as any*/),
            "concreteType": "MonitoringRecordConnection",
            "kind": "LinkedField",
            "name": "monitoringRecords",
            "plural": false,
            "selections": [
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StatusCode",
                        "kind": "LinkedField",
                        "name": "status",
                        "plural": false,
                        "selections": (v25/*:: as any*/),
                        "storageKey": null
                      },
                      (v21/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCodeCount",
                        "kind": "LinkedField",
                        "name": "errorCodes",
                        "plural": true,
                        "selections": [
                          (v24/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ErrorCode",
                            "kind": "LinkedField",
                            "name": "errorCode",
                            "plural": false,
                            "selections": (v25/*:: as any*/),
                            "storageKey": null
                          }
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
                          (v21/*:: as any*/),
                          (v7/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v7/*:: as any*/)
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
      }
    ]
  },
  "params": {
    "cacheID": "721d1a86aa2ddade98f6085abfb6c245",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderFormPageQuery",
    "operationKind": "query",
    "text": "query ServiceOrderFormPageQuery(\n  $isEdit: Boolean!\n  $orderId: ID!\n  $hasDevice: Boolean!\n  $deviceId: ID!\n  $mayDispatch: Boolean!\n) {\n  viewer {\n    config {\n      utcOffset\n    }\n    id\n  }\n  ...ServiceOrderFormLookups\n  order: node(id: $orderId) @include(if: $isEdit) {\n    __typename\n    ... on ServiceOrder {\n      id\n      orderId\n      number\n      status {\n        slug\n        name\n      }\n      device {\n        id\n      }\n      deviceFacts {\n        deviceId\n      }\n      serviceCenter {\n        id\n      }\n      technician {\n        id\n        name\n      }\n      serviceIssue\n      notes\n      dueDate\n    }\n    id\n  }\n  prefill: monitoringRecords(filter: {deviceIds: [$deviceId]}, first: 10) @include(if: $hasDevice) {\n    edges {\n      node {\n        status {\n          slug\n          name\n          id\n        }\n        notes\n        errorCodes {\n          count\n          errorCode {\n            slug\n            name\n            id\n          }\n        }\n        device {\n          notes\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ServiceOrderDevicePickerLookups on Query {\n  serviceOrderOwners @include(if: $mayDispatch) {\n    id\n    name\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n    deviceTypeCategory {\n      id\n    }\n  }\n}\n\nfragment ServiceOrderFormLookups on Query {\n  serviceCenters(filter: {isActive: true}, first: 100) {\n    edges {\n      node {\n        id\n        name\n        organizations {\n          id\n        }\n      }\n    }\n  }\n  ...ServiceOrderDevicePickerLookups\n}\n"
  }
};
})();

(node as any).hash = "15a07c3279e5373741afab450c21c4fa";

export default node;
