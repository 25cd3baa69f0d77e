/**
 * @generated SignedSource<<6cab34a213bdeec87067656671609f69>>
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
export type TechniciansPageQuery$variables = {
  filter?: TechnicianFilter | null | undefined;
};
export type TechniciansPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TechniciansListFragment">;
};
export type TechniciansPageQuery = {
  response: TechniciansPageQuery$data;
  variables: TechniciansPageQuery$variables;
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
    "name": "TechniciansPageQuery",
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
    "name": "TechniciansPageQuery",
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
    "cacheID": "f9e4449028b4366602803089ac60878d",
    "id": null,
    "metadata": {},
    "name": "TechniciansPageQuery",
    "operationKind": "query",
    "text": "query TechniciansPageQuery(\n  $filter: TechnicianFilter\n) {\n  ...TechniciansListFragment_Vt7Yj\n}\n\nfragment TechniciansListFragment_Vt7Yj on Query {\n  serviceCenters(first: 100) {\n    edges {\n      node {\n        id\n        serviceCenterId\n        name\n        technicians(first: 100, filter: $filter) {\n          edges {\n            node {\n              id\n              technicianId\n              name\n              isActive\n              openOrderCount\n              user {\n                email\n                isActive\n              }\n              models {\n                id\n                title\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6bd9f0da82078cde937338b1b5049a3";

export default node;
