/**
 * @generated SignedSource<<0fc4dd13df289a9a2880c2ef057a1187>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type createNetworkEnvironmentTestQuery$variables = Record<PropertyKey, never>;
export type createNetworkEnvironmentTestQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type createNetworkEnvironmentTestQuery = {
  response: createNetworkEnvironmentTestQuery$data;
  variables: createNetworkEnvironmentTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "createNetworkEnvironmentTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "createNetworkEnvironmentTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1cfec753cc6bc206b17b1e5b488afd92",
    "id": null,
    "metadata": {},
    "name": "createNetworkEnvironmentTestQuery",
    "operationKind": "query",
    "text": "query createNetworkEnvironmentTestQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b4739ac904689a0874f418884d223dd";

export default node;
