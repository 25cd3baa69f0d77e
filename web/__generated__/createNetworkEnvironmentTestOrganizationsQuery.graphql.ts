/**
 * @generated SignedSource<<315f01edcec9d15aadbf5034bd5f973c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type createNetworkEnvironmentTestOrganizationsQuery$variables = Record<PropertyKey, never>;
export type createNetworkEnvironmentTestOrganizationsQuery$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type createNetworkEnvironmentTestOrganizationsQuery = {
  response: createNetworkEnvironmentTestOrganizationsQuery$data;
  variables: createNetworkEnvironmentTestOrganizationsQuery$variables;
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
    "name": "createNetworkEnvironmentTestOrganizationsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "createNetworkEnvironmentTestOrganizationsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "648632aee2ce9e810a9ebb26cd2dcd84",
    "id": null,
    "metadata": {},
    "name": "createNetworkEnvironmentTestOrganizationsQuery",
    "operationKind": "query",
    "text": "query createNetworkEnvironmentTestOrganizationsQuery {\n  organizations {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "c9933752910e086c4153cbbeb64dbeed";

export default node;
