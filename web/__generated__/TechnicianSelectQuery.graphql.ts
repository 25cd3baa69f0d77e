/**
 * @generated SignedSource<<c5610cfb05d69c8704a0b42f7f9c6b03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TechnicianSelectQuery$variables = {
  id: string;
};
export type TechnicianSelectQuery$data = {
  readonly node: {
    readonly serviceCenter: {
      readonly technicians: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly models: ReadonlyArray<{
              readonly id: string;
            }>;
            readonly name: string;
          };
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type TechnicianSelectQuery = {
  response: TechnicianSelectQuery$data;
  variables: TechnicianSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "isActive": true
          }
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
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
                (v2/*:: as any*/),
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
                  "concreteType": "DeviceModel",
                  "kind": "LinkedField",
                  "name": "models",
                  "plural": true,
                  "selections": [
                    (v2/*:: as any*/)
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
      "storageKey": "technicians(filter:{\"isActive\":true},first:100)"
    }
  ],
  "type": "ServiceCenter",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TechnicianSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": (v3/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "serviceCenter"
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
    "name": "TechnicianSelectQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d88ccf7686a619bf997d6d15b7a4d6bc",
    "id": null,
    "metadata": {},
    "name": "TechnicianSelectQuery",
    "operationKind": "query",
    "text": "query TechnicianSelectQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on ServiceCenter {\n      technicians(filter: {isActive: true}, first: 100) {\n        edges {\n          node {\n            id\n            name\n            models {\n              id\n            }\n          }\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "285c16c8bbba7c534a32d6c129c7e9d4";

export default node;
