/**
 * @generated SignedSource<<af8685ab13d9001b4b9e2fdfb6b39720>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringFiltersFragment" | "MonitoringLookupsProviderFragment">;
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
v1 = {
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
v2 = [
  (v0/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/),
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v0/*:: as any*/),
  (v5/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "monitoringLoaderSetupQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MonitoringFiltersFragment"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MonitoringLookupsProviderFragment"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceTypeCategory",
        "kind": "LinkedField",
        "name": "deviceTypeCategories",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Package",
        "kind": "LinkedField",
        "name": "packages",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ErrorCode",
        "kind": "LinkedField",
        "name": "errorCodes",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusCode",
        "kind": "LinkedField",
        "name": "statusCodes",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "monitoringLoaderSetupQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v5/*:: as any*/)
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
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Package",
        "kind": "LinkedField",
        "name": "packages",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ErrorCode",
        "kind": "LinkedField",
        "name": "errorCodes",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatusCode",
        "kind": "LinkedField",
        "name": "statusCodes",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v5/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f7df2391de84294b470ac2bfda31dadf",
    "id": null,
    "metadata": {},
    "name": "monitoringLoaderSetupQuery",
    "operationKind": "query",
    "text": "query monitoringLoaderSetupQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  ...MonitoringFiltersFragment\n  ...MonitoringLookupsProviderFragment\n  organizations {\n    id\n  }\n  deviceTypeCategories {\n    id\n  }\n  packages {\n    id\n    slug\n  }\n  errorCodes {\n    id\n    slug\n  }\n  statusCodes {\n    id\n    slug\n  }\n}\n\nfragment MonitoringFiltersFragment on Query {\n  organizations {\n    id\n    name\n  }\n  deviceTypeCategories {\n    id\n    name\n    slug\n  }\n  packages {\n    id\n    name\n    slug\n  }\n  errorCodes {\n    id\n    name\n    slug\n  }\n  statusCodes {\n    id\n    name\n    slug\n  }\n}\n\nfragment MonitoringLookupsProviderFragment on Query {\n  organizations {\n    id\n    name\n  }\n  deviceTypeCategories {\n    id\n    name\n    slug\n  }\n  packages {\n    id\n    name\n    slug\n  }\n  errorCodes {\n    id\n    name\n    slug\n  }\n  statusCodes {\n    id\n    name\n    slug\n    color\n  }\n}\n"
  }
};
})();

(node as any).hash = "73cf1609c6a9d19c41df80d534fa4e03";

export default node;
