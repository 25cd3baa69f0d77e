/**
 * @generated SignedSource<<fc07db346f8c0bd07bbb856361072104>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewDevicePageQuery$variables = Record<PropertyKey, never>;
export type NewDevicePageQuery$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly deviceTypeCategory: {
      readonly name: string;
      readonly slug: string;
    };
    readonly id: string;
    readonly modelId: string;
    readonly title: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly organizationId: string;
  }>;
  readonly packages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly packageId: string;
    readonly slug: string;
  }>;
};
export type NewDevicePageQuery = {
  response: NewDevicePageQuery$data;
  variables: NewDevicePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationId",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Package",
  "kind": "LinkedField",
  "name": "packages",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "packageId",
      "storageKey": null
    },
    (v5/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewDevicePageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceModel",
        "kind": "LinkedField",
        "name": "deviceModels",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceTypeCategory",
            "kind": "LinkedField",
            "name": "deviceTypeCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewDevicePageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceModel",
        "kind": "LinkedField",
        "name": "deviceModels",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DeviceTypeCategory",
            "kind": "LinkedField",
            "name": "deviceTypeCategory",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "0640f14d2263751d3f7e5361a421ba5e",
    "id": null,
    "metadata": {},
    "name": "NewDevicePageQuery",
    "operationKind": "query",
    "text": "query NewDevicePageQuery {\n  organizations {\n    id\n    organizationId\n    name\n  }\n  deviceModels {\n    id\n    modelId\n    title\n    deviceTypeCategory {\n      slug\n      name\n      id\n    }\n  }\n  packages {\n    id\n    packageId\n    slug\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "d592a5411bcde664a39a7dbedf3894b6";

export default node;
