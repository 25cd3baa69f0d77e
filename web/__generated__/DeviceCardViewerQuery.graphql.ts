/**
 * @generated SignedSource<<8cfc147d5f3c10325bea87931134e57b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceCardViewerQuery$variables = Record<PropertyKey, never>;
export type DeviceCardViewerQuery$data = {
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
  } | null | undefined;
};
export type DeviceCardViewerQuery = {
  response: DeviceCardViewerQuery$data;
  variables: DeviceCardViewerQuery$variables;
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
      },
      {
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
    "name": "DeviceCardViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeviceCardViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "24b2b6f3a827971a0d0968877f6bd776",
    "id": null,
    "metadata": {},
    "name": "DeviceCardViewerQuery",
    "operationKind": "query",
    "text": "query DeviceCardViewerQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a133cde8f55b1441b07198bfe903b50a";

export default node;
