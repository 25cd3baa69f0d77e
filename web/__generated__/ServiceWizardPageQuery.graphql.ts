/**
 * @generated SignedSource<<7dcfe5c1662bd8750aeeba0c2f1b3def>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceWizardStep = "AFTER_SERVICE" | "BEFORE_SERVICE" | "CHECK_DATA" | "DEVICE_SERVICE" | "FINISH" | "INFORMATION" | "ISSUE" | "LOCATION" | "REPLACEMENT" | "%future added value";
export type ServiceWizardPageQuery$variables = {
  id: string;
};
export type ServiceWizardPageQuery$data = {
  readonly node: {
    readonly order: {
      readonly activeWizardStep: ServiceWizardStep | null | undefined;
      readonly deviceFacts: {
        readonly name: string;
      };
      readonly id: string;
      readonly number: number;
      readonly orderId: string;
      readonly replacement: {
        readonly newDevice: {
          readonly name: string;
        } | null | undefined;
      } | null | undefined;
      readonly status: {
        readonly slug: string;
      };
      readonly " $fragmentSpreads": FragmentRefs<"CheckDataStep_order" | "DeviceServiceStep_order" | "FinishStep_order" | "ImagesStep_order" | "InfoStep_order" | "IssueStep_order" | "LocationStep_order" | "ReplacementStep_order">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
  } | null | undefined;
};
export type ServiceWizardPageQuery = {
  response: ServiceWizardPageQuery$data;
  variables: ServiceWizardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
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
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
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
  "kind": "ScalarField",
  "name": "orderId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceOrderStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "activeWizardStep",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "placeName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = [
  (v9/*:: as any*/),
  (v3/*:: as any*/)
],
v18 = [
  (v3/*:: as any*/),
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "size",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceWizardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v7/*:: as any*/),
                (v8/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ServiceOrderDevice",
                  "kind": "LinkedField",
                  "name": "deviceFacts",
                  "plural": false,
                  "selections": (v10/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "DeviceReplacement",
                  "kind": "LinkedField",
                  "name": "replacement",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Device",
                      "kind": "LinkedField",
                      "name": "newDevice",
                      "plural": false,
                      "selections": (v10/*:: as any*/),
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "LocationStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "InfoStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ImagesStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DeviceServiceStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ReplacementStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "IssueStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CheckDataStep_order"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FinishStep_order"
                }
              ],
              "type": "ServiceOrder",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "order"
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
    "name": "ServiceWizardPageQuery",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceOrderDevice",
                "kind": "LinkedField",
                "name": "deviceFacts",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deviceModelTitle",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serialNumber",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceReplacement",
                "kind": "LinkedField",
                "name": "replacement",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "newDevice",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v3/*:: as any*/),
                      (v12/*:: as any*/),
                      (v15/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  },
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Device",
                    "kind": "LinkedField",
                    "name": "oldDevice",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/),
                      (v9/*:: as any*/),
                      (v3/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
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
                  (v15/*:: as any*/),
                  (v13/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DeviceModel",
                    "kind": "LinkedField",
                    "name": "deviceModel",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
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
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceCenter",
                "kind": "LinkedField",
                "name": "serviceCenter",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceCenterId",
                    "storageKey": null
                  },
                  (v9/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Technician",
                "kind": "LinkedField",
                "name": "technician",
                "plural": false,
                "selections": (v17/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceIssue",
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
                "name": "dueDate",
                "storageKey": null
              },
              (v16/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceSolution",
                "kind": "LinkedField",
                "name": "solutions",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "solutionId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceCause",
                "kind": "LinkedField",
                "name": "cause",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "causeId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Attachment",
                "kind": "LinkedField",
                "name": "beforeImages",
                "plural": true,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Attachment",
                "kind": "LinkedField",
                "name": "afterImages",
                "plural": true,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "replacementAllowed",
                "storageKey": null
              }
            ],
            "type": "ServiceOrder",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d6acf1f3c7d2f90af04be873a56bec09",
    "id": null,
    "metadata": {},
    "name": "ServiceWizardPageQuery",
    "operationKind": "query",
    "text": "query ServiceWizardPageQuery(\n  $id: ID!\n) {\n  viewer {\n    config {\n      utcOffset\n    }\n    id\n  }\n  node(id: $id) {\n    __typename\n    ... on ServiceOrder {\n      id\n      orderId\n      number\n      status {\n        slug\n      }\n      activeWizardStep\n      deviceFacts {\n        name\n      }\n      replacement {\n        newDevice {\n          name\n          id\n        }\n      }\n      ...LocationStep_order\n      ...InfoStep_order\n      ...ImagesStep_order\n      ...DeviceServiceStep_order\n      ...ReplacementStep_order\n      ...IssueStep_order\n      ...CheckDataStep_order\n      ...FinishStep_order\n    }\n    id\n  }\n}\n\nfragment CheckDataStep_order on ServiceOrder {\n  device {\n    id\n  }\n  replacement {\n    newDevice {\n      id\n    }\n  }\n}\n\nfragment DeviceServiceStep_order on ServiceOrder {\n  id\n  replacementAllowed\n  solutions {\n    solutionId\n  }\n  replacement {\n    __typename\n  }\n}\n\nfragment FinishStep_order on ServiceOrder {\n  id\n  orderId\n  number\n  comment\n  solutions {\n    slug\n    name\n  }\n  cause {\n    slug\n    name\n  }\n  replacementAllowed\n  replacement {\n    oldDevice {\n      name\n      id\n    }\n    newDevice {\n      name\n      id\n    }\n  }\n  beforeImages {\n    id\n  }\n  afterImages {\n    id\n  }\n}\n\nfragment ImagesStep_order on ServiceOrder {\n  id\n  beforeImages {\n    id\n    name\n    size\n    url\n  }\n  afterImages {\n    id\n    name\n    size\n    url\n  }\n}\n\nfragment InfoStep_order on ServiceOrder {\n  id\n  ...ServiceOrderFacts_order\n}\n\nfragment IssueStep_order on ServiceOrder {\n  id\n  comment\n  cause {\n    causeId\n  }\n}\n\nfragment LocationStep_order on ServiceOrder {\n  deviceFacts {\n    name\n    networkId\n    deviceModelTitle\n    geo {\n      lat\n      lon\n    }\n  }\n  device {\n    placeName\n    geo {\n      lat\n      lon\n    }\n    id\n  }\n  replacement {\n    newDevice {\n      name\n      networkId\n      placeName\n      geo {\n        lat\n        lon\n      }\n      id\n    }\n  }\n}\n\nfragment ReplacementStep_order on ServiceOrder {\n  id\n  replacementAllowed\n  owner {\n    id\n  }\n  deviceFacts {\n    name\n    networkId\n    deviceModelTitle\n  }\n  device {\n    deviceModel {\n      id\n    }\n    id\n  }\n  replacement {\n    createdAt\n    note\n    oldDevice {\n      name\n      networkId\n      id\n    }\n    newDevice {\n      name\n      networkId\n      id\n    }\n  }\n}\n\nfragment ServiceOrderFacts_order on ServiceOrder {\n  deviceFacts {\n    deviceId\n    name\n    networkId\n    serialNumber\n    deviceModelTitle\n  }\n  owner {\n    name\n    id\n  }\n  serviceCenter {\n    serviceCenterId\n    name\n    id\n  }\n  technician {\n    name\n    id\n  }\n  serviceIssue\n  notes\n  dueDate\n  createdAt\n  startedAt\n  completedAt\n  solutions {\n    slug\n    name\n  }\n  cause {\n    slug\n    name\n  }\n  comment\n  replacement {\n    note\n    createdAt\n    createdByName\n    oldDevice {\n      deviceId\n      name\n      id\n    }\n    newDevice {\n      deviceId\n      name\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "df443ee0ee3346754efc4655ce83cbaa";

export default node;
