/**
 * @generated SignedSource<<acb8501d127d24863fe13b9005dd757b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceCenterPageQuery$variables = {
  id: string;
  technicians?: number | null | undefined;
};
export type ServiceCenterPageQuery$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly node: {
    readonly __typename: "ServiceCenter";
    readonly CenterTechniciansFragment: {
      readonly " $fragmentSpreads": FragmentRefs<"CenterTechniciansFragment">;
    } | null | undefined;
    readonly address: string | null | undefined;
    readonly createdAt: string;
    readonly geo: {
      readonly lat: number;
      readonly lon: number;
    } | null | undefined;
    readonly id: string;
    readonly isActive: boolean;
    readonly name: string;
    readonly openOrderCount: number;
    readonly organizations: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly technicianCount: number;
    readonly users: ReadonlyArray<{
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly userNodeId: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type ServiceCenterPageQuery = {
  response: ServiceCenterPageQuery$data;
  variables: ServiceCenterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": 100,
    "kind": "LocalArgument",
    "name": "technicians"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenterUser",
  "kind": "LinkedField",
  "name": "users",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userNodeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Organization",
  "kind": "LinkedField",
  "name": "organizations",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "technicianCount",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openOrderCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v14 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "title",
    "storageKey": null
  }
],
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "DeviceModel",
  "kind": "LinkedField",
  "name": "deviceModels",
  "plural": true,
  "selections": (v14/*:: as any*/),
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceCenterPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "CenterTechniciansFragment"
                    }
                  ],
                  "type": "ServiceCenter",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "CenterTechniciansFragment"
              }
            ],
            "type": "ServiceCenter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceCenterPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "serviceCenterId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Variable",
                    "name": "first",
                    "variableName": "technicians"
                  }
                ],
                "concreteType": "TechnicianConnection",
                "kind": "LinkedField",
                "name": "technicians",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCount",
                    "storageKey": null
                  },
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
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "technicianId",
                            "storageKey": null
                          },
                          (v4/*:: as any*/),
                          (v6/*:: as any*/),
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "TechnicianUser",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": [
                              (v8/*:: as any*/),
                              (v6/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeviceModel",
                            "kind": "LinkedField",
                            "name": "models",
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
                "storageKey": null
              }
            ],
            "type": "ServiceCenter",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v10/*:: as any*/),
      (v15/*:: as any*/),
      (v16/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f902fc3f9b226741f74811cc43235ef5",
    "id": null,
    "metadata": {},
    "name": "ServiceCenterPageQuery",
    "operationKind": "query",
    "text": "query ServiceCenterPageQuery(\n  $id: ID!\n  $technicians: Int = 100\n) {\n  node(id: $id) {\n    __typename\n    ... on ServiceCenter {\n      id\n      name\n      address\n      isActive\n      geo {\n        lat\n        lon\n      }\n      users {\n        userNodeId\n        firstName\n        lastName\n        email\n      }\n      organizations {\n        id\n        name\n      }\n      technicianCount\n      openOrderCount\n      createdAt\n      ...CenterTechniciansFragment\n    }\n    id\n  }\n  organizations {\n    id\n    name\n  }\n  deviceModels {\n    id\n    title\n  }\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n}\n\nfragment CenterTechniciansFragment on ServiceCenter {\n  id\n  serviceCenterId\n  name\n  technicians(first: $technicians) {\n    totalCount\n    edges {\n      node {\n        id\n        technicianId\n        name\n        isActive\n        openOrderCount\n        user {\n          email\n          isActive\n        }\n        models {\n          id\n          title\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c74ec4313e8233b878c78c17e67fac2e";

export default node;
