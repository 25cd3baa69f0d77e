/**
 * @generated SignedSource<<5c36c3c151184a1ca20e3bfc04c50eb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceInfoFormLookupsQuery$variables = Record<PropertyKey, never>;
export type DeviceInfoFormLookupsQuery$data = {
  readonly packages: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type DeviceInfoFormLookupsQuery = {
  response: DeviceInfoFormLookupsQuery$data;
  variables: DeviceInfoFormLookupsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Package",
    "kind": "LinkedField",
    "name": "packages",
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
    "name": "DeviceInfoFormLookupsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeviceInfoFormLookupsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b727c62acb3a40bb878f12219689f111",
    "id": null,
    "metadata": {},
    "name": "DeviceInfoFormLookupsQuery",
    "operationKind": "query",
    "text": "query DeviceInfoFormLookupsQuery {\n  packages {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "1e94e0955089c818fbd821b1a8ba5a7a";

export default node;
