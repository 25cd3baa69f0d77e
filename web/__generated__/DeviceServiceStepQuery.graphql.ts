/**
 * @generated SignedSource<<ec78658db42f4de580a56b6b779baaae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceServiceStepQuery$variables = Record<PropertyKey, never>;
export type DeviceServiceStepQuery$data = {
  readonly serviceSolutions: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
    readonly solutionId: string;
  }>;
};
export type DeviceServiceStepQuery = {
  response: DeviceServiceStepQuery$data;
  variables: DeviceServiceStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceSolution",
    "kind": "LinkedField",
    "name": "serviceSolutions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "solutionId",
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
    "name": "DeviceServiceStepQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeviceServiceStepQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "48c5d5ec2bdeed5c325f19c8a2a14c0f",
    "id": null,
    "metadata": {},
    "name": "DeviceServiceStepQuery",
    "operationKind": "query",
    "text": "query DeviceServiceStepQuery {\n  serviceSolutions {\n    solutionId\n    slug\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c843b8ce6004a52cd749db1d9acc1d2";

export default node;
