/**
 * @generated SignedSource<<7eb1ae61986d4dfe7b95a65f2552dca7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type loadSetupQueryTestQuery$variables = Record<PropertyKey, never>;
export type loadSetupQueryTestQuery$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type loadSetupQueryTestQuery = {
  response: loadSetupQueryTestQuery$data;
  variables: loadSetupQueryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/)
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
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "loadSetupQueryTestQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loadSetupQueryTestQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0cbb6bcfece29bb6dfe03be6265b90ac",
    "id": null,
    "metadata": {},
    "name": "loadSetupQueryTestQuery",
    "operationKind": "query",
    "text": "query loadSetupQueryTestQuery {\n  viewer {\n    id\n  }\n  organizations {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd3e09aba383c5ae16291f2de5c3ea79";

export default node;
