/**
 * @generated SignedSource<<53cb3bc447edbca5826a4b745e48b451>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type devicesLoaderSetupQuery$variables = Record<PropertyKey, never>;
export type devicesLoaderSetupQuery$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly organizationId: string;
  }>;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesFiltersFragment">;
};
export type devicesLoaderSetupQuery = {
  response: devicesLoaderSetupQuery$data;
  variables: devicesLoaderSetupQuery$variables;
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
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  (v0/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "devicesLoaderSetupQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DevicesFiltersFragment"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organizations",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceModel",
        "kind": "LinkedField",
        "name": "deviceModels",
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
    "name": "devicesLoaderSetupQuery",
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
          (v3/*:: as any*/),
          (v2/*:: as any*/)
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
        "selections": [
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          }
        ],
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f1505ea30828d325306e95d9fa18f5bf",
    "id": null,
    "metadata": {},
    "name": "devicesLoaderSetupQuery",
    "operationKind": "query",
    "text": "query devicesLoaderSetupQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  ...DevicesFiltersFragment\n  organizations {\n    id\n    organizationId\n    name\n  }\n  deviceTypeCategories {\n    id\n  }\n  deviceModels {\n    id\n  }\n}\n\nfragment DevicesFiltersFragment on Query {\n  organizations {\n    id\n    name\n  }\n  deviceTypeCategories {\n    id\n    name\n    slug\n  }\n  deviceModels {\n    id\n    title\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c51908c8c0e13c2893015d504210fd9";

export default node;
