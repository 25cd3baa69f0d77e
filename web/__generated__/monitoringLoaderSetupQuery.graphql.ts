/**
 * @generated SignedSource<<2c66344bee4baad2d39b23ae9ce96d2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type monitoringLoaderSetupQuery$variables = Record<PropertyKey, never>;
export type monitoringLoaderSetupQuery$data = {
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly errorCodes: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly packages: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
  }>;
  readonly statusCodes: ReadonlyArray<{
    readonly id: string;
    readonly slug: string;
  }>;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type monitoringLoaderSetupQuery = {
  response: monitoringLoaderSetupQuery$data;
  variables: monitoringLoaderSetupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  }
],
v3 = [
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
  {
    "alias": null,
    "args": null,
    "concreteType": "Organization",
    "kind": "LinkedField",
    "name": "organizations",
    "plural": true,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategories",
    "plural": true,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Package",
    "kind": "LinkedField",
    "name": "packages",
    "plural": true,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ErrorCode",
    "kind": "LinkedField",
    "name": "errorCodes",
    "plural": true,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "StatusCode",
    "kind": "LinkedField",
    "name": "statusCodes",
    "plural": true,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "monitoringLoaderSetupQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "monitoringLoaderSetupQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "07247dfd36bca4ea91460bb109d8519c",
    "id": null,
    "metadata": {},
    "name": "monitoringLoaderSetupQuery",
    "operationKind": "query",
    "text": "query monitoringLoaderSetupQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  organizations {\n    id\n  }\n  deviceTypeCategories {\n    id\n  }\n  packages {\n    id\n    slug\n  }\n  errorCodes {\n    id\n    slug\n  }\n  statusCodes {\n    id\n    slug\n  }\n}\n"
  }
};
})();

(node as any).hash = "02f929d3e9b4567e50f591f51671b6a4";

export default node;
