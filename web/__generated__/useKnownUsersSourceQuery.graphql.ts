/**
 * @generated SignedSource<<d906ef499b014afc5a1dd3be4165feab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useKnownUsersSourceQuery$variables = Record<PropertyKey, never>;
export type useKnownUsersSourceQuery$data = {
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly technicians: {
          readonly edges: ReadonlyArray<{
            readonly node: {
              readonly user: {
                readonly email: string;
                readonly firstName: string;
                readonly lastName: string;
                readonly userId: string;
              };
            };
          }>;
        };
        readonly users: ReadonlyArray<{
          readonly email: string;
          readonly firstName: string;
          readonly lastName: string;
          readonly userId: string;
        }>;
      };
    }>;
  };
};
export type useKnownUsersSourceQuery = {
  response: useKnownUsersSourceQuery$data;
  variables: useKnownUsersSourceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenterUser",
  "kind": "LinkedField",
  "name": "users",
  "plural": true,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "TechnicianUser",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useKnownUsersSourceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v0/*:: as any*/),
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
                              (v3/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "technicians(first:100)"
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useKnownUsersSourceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v0/*:: as any*/),
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
                              (v4/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "technicians(first:100)"
                  },
                  (v4/*:: as any*/)
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
    "cacheID": "30fe71c1877f557c03faa8666271747d",
    "id": null,
    "metadata": {},
    "name": "useKnownUsersSourceQuery",
    "operationKind": "query",
    "text": "query useKnownUsersSourceQuery {\n  serviceCenters(first: 100) {\n    edges {\n      node {\n        users {\n          userId\n          firstName\n          lastName\n          email\n        }\n        technicians(first: 100) {\n          edges {\n            node {\n              user {\n                userId\n                firstName\n                lastName\n                email\n              }\n              id\n            }\n          }\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5673c7b0ba79131155e6bdaf496e691c";

export default node;
