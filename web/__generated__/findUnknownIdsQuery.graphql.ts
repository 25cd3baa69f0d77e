/**
 * @generated SignedSource<<0413e0e08bc1f7da000243677f8d7ea6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type findUnknownIdsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type findUnknownIdsQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly __typename: string;
    readonly id: string;
  } | null | undefined>;
};
export type findUnknownIdsQuery = {
  response: findUnknownIdsQuery$data;
  variables: findUnknownIdsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "findUnknownIdsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "findUnknownIdsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8fcbb98cf05c656c52b51b3c949adfb2",
    "id": null,
    "metadata": {},
    "name": "findUnknownIdsQuery",
    "operationKind": "query",
    "text": "query findUnknownIdsQuery(\n  $ids: [ID!]!\n) {\n  nodes(ids: $ids) {\n    __typename\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f5ce97a6dec08e5a9ff50ddf4dd8678";

export default node;
