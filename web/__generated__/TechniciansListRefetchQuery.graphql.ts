/**
 * @generated SignedSource<<7f5c1d3292e2a9b49efbbc35c45b8cec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TechnicianFilter = {
  isActive?: boolean | null | undefined;
  search?: string | null | undefined;
};
export type TechniciansListRefetchQuery$variables = {
  filter?: TechnicianFilter | null | undefined;
};
export type TechniciansListRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TechniciansListFragment">;
};
export type TechniciansListRefetchQuery = {
  response: TechniciansListRefetchQuery$data;
  variables: TechniciansListRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
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
  "name": "isActive",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TechniciansListRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "TechniciansListFragment"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TechniciansListRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/)
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
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "serviceCenterId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      (v1/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
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
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "technicianId",
                                "storageKey": null
                              },
                              (v4/*:: as any*/),
                              (v5/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "openOrderCount",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "TechnicianUser",
                                "kind": "LinkedField",
                                "name": "user",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "email",
                                    "storageKey": null
                                  },
                                  (v5/*:: as any*/)
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
                                "selections": [
                                  (v3/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": "serviceCenters(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "f86eaa7563e86d7280dcd7c4c3cc5e92",
    "id": null,
    "metadata": {},
    "name": "TechniciansListRefetchQuery",
    "operationKind": "query",
    "text": "query TechniciansListRefetchQuery(\n  $filter: TechnicianFilter\n) {\n  ...TechniciansListFragment_Vt7Yj\n}\n\nfragment TechniciansListFragment_Vt7Yj on Query {\n  serviceCenters(first: 100) {\n    edges {\n      node {\n        id\n        serviceCenterId\n        name\n        technicians(first: 100, filter: $filter) {\n          edges {\n            node {\n              id\n              technicianId\n              name\n              isActive\n              openOrderCount\n              user {\n                email\n                isActive\n              }\n              models {\n                id\n                title\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f73f79959c17724ff56f7d7a7aa9f87";

export default node;
