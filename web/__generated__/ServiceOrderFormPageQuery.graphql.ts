/**
 * @generated SignedSource<<ae1aa09032b86314d265ae8cb3a5b1a7>>
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
  "name": "orderId"
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
v5 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "orderId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = [
  (v6/*:: as any*/)
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Device",
  "kind": "LinkedField",
  "name": "device",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
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
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenter",
  "kind": "LinkedField",
  "name": "serviceCenter",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v17 = [
  (v6/*:: as any*/),
  (v10/*:: as any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "concreteType": "Technician",
  "kind": "LinkedField",
  "name": "technician",
  "plural": false,
  "selections": (v17/*:: as any*/),
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceIssue",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notes",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueDate",
  "storageKey": null
},
v22 = [
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v24 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v6/*:: as any*/)
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
          (v4/*:: as any*/)
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
            "args": (v5/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/),
                    (v12/*:: as any*/),
                    (v14/*:: as any*/),
                    (v15/*:: as any*/),
                    (v16/*:: as any*/),
                    (v18/*:: as any*/),
                    (v19/*:: as any*/),
                    (v20/*:: as any*/),
                    (v21/*:: as any*/)
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
            "args": (v22/*:: as any*/),
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
                        "selections": (v11/*:: as any*/),
                        "storageKey": null
                      },
                      (v20/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCodeCount",
                        "kind": "LinkedField",
                        "name": "errorCodes",
                        "plural": true,
                        "selections": [
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ErrorCode",
                            "kind": "LinkedField",
                            "name": "errorCode",
                            "plural": false,
                            "selections": (v11/*:: as any*/),
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
                          (v20/*:: as any*/)
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
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
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
          (v4/*:: as any*/),
          (v6/*:: as any*/)
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
                "selections": (v17/*:: as any*/),
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
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "serviceOrderOwners",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceTypeCategory",
        "kind": "LinkedField",
        "name": "deviceTypeCategories",
        "plural": true,
        "selections": (v17/*:: as any*/),
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
          (v6/*:: as any*/),
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
            "selections": (v13/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "order",
            "args": (v5/*:: as any*/),
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
              (v6/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/)
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
            "args": (v22/*:: as any*/),
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
                        "selections": (v24/*:: as any*/),
                        "storageKey": null
                      },
                      (v20/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ErrorCodeCount",
                        "kind": "LinkedField",
                        "name": "errorCodes",
                        "plural": true,
                        "selections": [
                          (v23/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ErrorCode",
                            "kind": "LinkedField",
                            "name": "errorCode",
                            "plural": false,
                            "selections": (v24/*:: as any*/),
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
                          (v20/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v6/*:: as any*/)
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
    "cacheID": "f6ed994d645b4413a38bb52279b314c0",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderFormPageQuery",
    "operationKind": "query",
    "text": "query ServiceOrderFormPageQuery(\n  $isEdit: Boolean!\n  $orderId: ID!\n  $hasDevice: Boolean!\n  $deviceId: ID!\n) {\n  viewer {\n    config {\n      utcOffset\n    }\n    id\n  }\n  ...ServiceOrderFormLookups\n  order: node(id: $orderId) @include(if: $isEdit) {\n    __typename\n    ... on ServiceOrder {\n      id\n      orderId\n      number\n      status {\n        slug\n        name\n      }\n      device {\n        id\n      }\n      deviceFacts {\n        deviceId\n      }\n      serviceCenter {\n        id\n      }\n      technician {\n        id\n        name\n      }\n      serviceIssue\n      notes\n      dueDate\n    }\n    id\n  }\n  prefill: monitoringRecords(filter: {deviceIds: [$deviceId]}, first: 10) @include(if: $hasDevice) {\n    edges {\n      node {\n        status {\n          slug\n          name\n          id\n        }\n        notes\n        errorCodes {\n          count\n          errorCode {\n            slug\n            name\n            id\n          }\n        }\n        device {\n          notes\n          id\n        }\n        id\n      }\n    }\n  }\n}\n\nfragment ServiceOrderDevicePickerLookups on Query {\n  serviceOrderOwners {\n    id\n    name\n  }\n  deviceTypeCategories {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n    deviceTypeCategory {\n      id\n    }\n  }\n}\n\nfragment ServiceOrderFormLookups on Query {\n  serviceCenters(filter: {isActive: true}, first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  ...ServiceOrderDevicePickerLookups\n}\n"
  }
};
})();

(node as any).hash = "d29210fc24790ee61db36237656bc939";

export default node;
