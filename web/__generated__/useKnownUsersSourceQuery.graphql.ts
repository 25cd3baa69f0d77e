/**
 * @generated SignedSource<<1b7fb38ef4468a161cbf5bbd6f06b44d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useKnownUsersSourceQuery$variables = {
  centers?: number | null | undefined;
  technicians?: number | null | undefined;
};
export type useKnownUsersSourceQuery$data = {
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly users: ReadonlyArray<{
          readonly email: string;
          readonly firstName: string;
          readonly lastName: string;
          readonly userId: string;
        }>;
      };
    }>;
  };
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
};
export type useKnownUsersSourceQuery = {
  response: useKnownUsersSourceQuery$data;
  variables: useKnownUsersSourceQuery$variables;
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
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "centers"
  }
],
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "ServiceCenterUser",
  "kind": "LinkedField",
  "name": "users",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "technicians"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "TechnicianUser",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useKnownUsersSourceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v3/*:: as any*/)
                ],
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
        "args": (v4/*:: as any*/),
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
                  (v5/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useKnownUsersSourceQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
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
        "args": (v4/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
    "cacheID": "04415c0613dac29a9f6fe8a6ff600992",
    "id": null,
    "metadata": {},
    "name": "useKnownUsersSourceQuery",
    "operationKind": "query",
    "text": "query useKnownUsersSourceQuery(\n  $centers: Int = 100\n  $technicians: Int = 100\n) {\n  serviceCenters(first: $centers) {\n    edges {\n      node {\n        users {\n          userId\n          firstName\n          lastName\n          email\n        }\n        id\n      }\n    }\n  }\n  technicians(first: $technicians) {\n    edges {\n      node {\n        user {\n          userId\n          firstName\n          lastName\n          email\n        }\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2526d27869066e8a4d489d8299609d16";

export default node;
