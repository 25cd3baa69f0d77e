/**
 * @generated SignedSource<<50dcaba6960400399bb1fa7b3ee3a038>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type dashboardLoaderSetupQuery$variables = Record<PropertyKey, never>;
export type dashboardLoaderSetupQuery$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly deviceCount: number;
    readonly id: string;
    readonly organizationId: string;
  }>;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
    readonly user: {
      readonly organizations: ReadonlyArray<{
        readonly organizationId: string;
      }>;
    };
  } | null | undefined;
};
export type dashboardLoaderSetupQuery = {
  response: dashboardLoaderSetupQuery$data;
  variables: dashboardLoaderSetupQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserOrganization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v2/*:: as any*/),
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
v5 = [
  (v0/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceTypeCategory",
  "kind": "LinkedField",
  "name": "deviceTypeCategories",
  "plural": true,
  "selections": (v5/*:: as any*/),
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceModel",
  "kind": "LinkedField",
  "name": "deviceModels",
  "plural": true,
  "selections": (v5/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "dashboardLoaderSetupQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "dashboardLoaderSetupQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f96aaa2f977fa5d4448e127d1ca6da91",
    "id": null,
    "metadata": {},
    "name": "dashboardLoaderSetupQuery",
    "operationKind": "query",
    "text": "query dashboardLoaderSetupQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    user {\n      organizations {\n        organizationId\n      }\n      id\n    }\n  }\n  organizations {\n    id\n    organizationId\n    deviceCount\n  }\n  deviceTypeCategories {\n    id\n  }\n  deviceModels {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "356855bb15873423c27765a8a7a69df1";

export default node;
