/**
 * @generated SignedSource<<2dc9b77548145260a0a73ce1cdf43e28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IssueStepQuery$variables = Record<PropertyKey, never>;
export type IssueStepQuery$data = {
  readonly serviceCauses: ReadonlyArray<{
    readonly causeId: string;
    readonly name: string;
    readonly slug: string;
  }>;
};
export type IssueStepQuery = {
  response: IssueStepQuery$data;
  variables: IssueStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceCause",
    "kind": "LinkedField",
    "name": "serviceCauses",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "causeId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
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
    "name": "IssueStepQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IssueStepQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "edf68cc67a557842ce1a7a7e176ac310",
    "id": null,
    "metadata": {},
    "name": "IssueStepQuery",
    "operationKind": "query",
    "text": "query IssueStepQuery {\n  serviceCauses {\n    causeId\n    slug\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "bda341183e8c56b3f719bb577a2fe164";

export default node;
