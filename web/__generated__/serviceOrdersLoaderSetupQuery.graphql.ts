/**
 * @generated SignedSource<<f22613e6c5aadad2d62efb46c98312b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type serviceOrdersLoaderSetupQuery$variables = {
  centers?: number | null | undefined;
  technicians?: number | null | undefined;
};
export type serviceOrdersLoaderSetupQuery$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
    }>;
  };
  readonly serviceOrderStatuses: ReadonlyArray<{
    readonly slug: string;
  }>;
  readonly technicians: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
    }>;
  };
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrdersFiltersFragment">;
};
export type serviceOrdersLoaderSetupQuery = {
  response: serviceOrdersLoaderSetupQuery$data;
  variables: serviceOrdersLoaderSetupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "centers"
  },
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "technicians"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/)
],
v5 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "centers"
  }
],
v6 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "technicians"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  (v7/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "serviceOrdersLoaderSetupQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ServiceOrdersFiltersFragment"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceOrderStatus",
        "kind": "LinkedField",
        "name": "serviceOrderStatuses",
        "plural": true,
        "selections": [
          (v3/*:: as any*/)
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
        "selections": (v4/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
                "selections": (v4/*:: as any*/),
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
        "args": (v6/*:: as any*/),
        "concreteType": "TechnicianConnection",
        "kind": "LinkedField",
        "name": "technicians",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TechnicianEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Technician",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v4/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "serviceOrdersLoaderSetupQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceOrderStatus",
        "kind": "LinkedField",
        "name": "serviceOrderStatuses",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v7/*:: as any*/)
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
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
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
                "selections": (v8/*:: as any*/),
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
        "args": (v6/*:: as any*/),
        "concreteType": "TechnicianConnection",
        "kind": "LinkedField",
        "name": "technicians",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TechnicianEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Technician",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceCenter",
                    "kind": "LinkedField",
                    "name": "serviceCenter",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
  },
  "params": {
    "cacheID": "194c3aad204e218ca381178ce454e74f",
    "id": null,
    "metadata": {},
    "name": "serviceOrdersLoaderSetupQuery",
    "operationKind": "query",
    "text": "query serviceOrdersLoaderSetupQuery(\n  $centers: Int = 100\n  $technicians: Int = 100\n) {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n  ...ServiceOrdersFiltersFragment\n  serviceOrderStatuses {\n    slug\n  }\n  organizations {\n    id\n  }\n  serviceCenters(first: $centers) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n  technicians(first: $technicians) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n}\n\nfragment ServiceOrdersFiltersFragment on Query {\n  serviceOrderStatuses {\n    slug\n    name\n  }\n  organizations {\n    id\n    name\n  }\n  serviceCenters(first: $centers) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  technicians(first: $technicians) {\n    edges {\n      node {\n        id\n        name\n        serviceCenter {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "771311c1b56f33be542458a5f7304c52";

export default node;
