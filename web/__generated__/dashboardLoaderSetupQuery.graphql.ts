/**
 * @generated SignedSource<<b396c31b7d0a975133e74b8383539349>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type dashboardLoaderSetupQuery$variables = Record<PropertyKey, never>;
export type dashboardLoaderSetupQuery$data = {
  readonly organizations: ReadonlyArray<{
    readonly deviceCount: number;
    readonly id: string;
    readonly name: string;
    readonly organizationId: string;
  }>;
  readonly viewer: {
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
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserOrganization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceCount",
      "storageKey": null
    }
  ],
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "1511f8b9e251ff019d5a2039661779df",
    "id": null,
    "metadata": {},
    "name": "dashboardLoaderSetupQuery",
    "operationKind": "query",
    "text": "query dashboardLoaderSetupQuery {\n  viewer {\n    id\n    user {\n      organizations {\n        organizationId\n      }\n      id\n    }\n  }\n  organizations {\n    id\n    organizationId\n    name\n    deviceCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2be7d089351a5cb6d5146d531fd7d98";

export default node;
