/**
 * @generated SignedSource<<a49f56de4b22c8ded18c2535e688aeb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewServiceCenterPageQuery$variables = Record<PropertyKey, never>;
export type NewServiceCenterPageQuery$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type NewServiceCenterPageQuery = {
  response: NewServiceCenterPageQuery$data;
  variables: NewServiceCenterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Organization",
    "kind": "LinkedField",
    "name": "organizations",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
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
    "name": "NewServiceCenterPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NewServiceCenterPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b9b50a4608b1afa139f613b4c3c4f7c8",
    "id": null,
    "metadata": {},
    "name": "NewServiceCenterPageQuery",
    "operationKind": "query",
    "text": "query NewServiceCenterPageQuery {\n  organizations {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "069339501db897159c5db939e90c6fb2";

export default node;
