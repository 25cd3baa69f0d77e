/**
 * @generated SignedSource<<4b1d00726936b1050d8c512be639056a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useViewerUtcOffsetQuery$variables = Record<PropertyKey, never>;
export type useViewerUtcOffsetQuery$data = {
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
  } | null | undefined;
};
export type useViewerUtcOffsetQuery = {
  response: useViewerUtcOffsetQuery$data;
  variables: useViewerUtcOffsetQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserConfig",
  "kind": "LinkedField",
  "name": "config",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "utcOffset",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerUtcOffsetQuery",
    "selections": [
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useViewerUtcOffsetQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "8c14c6843c9e05cb606d2697fb89155f",
    "id": null,
    "metadata": {},
    "name": "useViewerUtcOffsetQuery",
    "operationKind": "query",
    "text": "query useViewerUtcOffsetQuery {\n  viewer {\n    config {\n      utcOffset\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "0c2c4d1ee8af68ae3aa66d22b08d8807";

export default node;
