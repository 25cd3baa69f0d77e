/**
 * @generated SignedSource<<2673b14843ac03bfe93b1c0d7e20e05a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceHistoryTableQuery$variables = {
  id: string;
};
export type ServiceHistoryTableQuery$data = {
  readonly node: {
    readonly serviceHistory?: ReadonlyArray<{
      readonly completedAt: string | null | undefined;
      readonly createdAt: string;
      readonly notes: string | null | undefined;
      readonly orderId: string;
      readonly solutions: ReadonlyArray<string>;
    }>;
  } | null | undefined;
};
export type ServiceHistoryTableQuery = {
  response: ServiceHistoryTableQuery$data;
  variables: ServiceHistoryTableQuery$variables;
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceHistoryEntry",
      "kind": "LinkedField",
      "name": "serviceHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceHistoryTableQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "ServiceHistoryTableQuery",
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
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "690012a6bcfc31e2f036d0360b749e57",
    "id": null,
    "metadata": {},
    "name": "ServiceHistoryTableQuery",
    "operationKind": "query",
    "text": "query ServiceHistoryTableQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Device {\n      serviceHistory {\n        orderId\n        createdAt\n        completedAt\n        notes\n        solutions\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "162c1d4162d43714c7e8a4cfb1cde3e1";

export default node;
