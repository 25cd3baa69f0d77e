/**
 * @generated SignedSource<<220dca9680a0a8cc8a1634a5aa622238>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceCardViewerQuery$variables = Record<PropertyKey, never>;
export type DeviceCardViewerQuery$data = {
  readonly viewer: {
    readonly abilities: ReadonlyArray<{
      readonly action: ReadonlyArray<string>;
      readonly conditions: unknown | null | undefined;
      readonly fields: ReadonlyArray<string> | null | undefined;
      readonly inverted: boolean;
      readonly reason: string | null | undefined;
      readonly subject: ReadonlyArray<string>;
    }>;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AbilityRule",
        "kind": "LinkedField",
        "name": "abilities",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "action",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "conditions",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fields",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "inverted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
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
    "cacheID": "b9ae9d669cd85074c8b73ae3ea0800de",
    "id": null,
    "metadata": {},
    "name": "DeviceCardViewerQuery",
    "operationKind": "query",
    "text": "query DeviceCardViewerQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    abilities {\n      action\n      subject\n      conditions\n      fields\n      inverted\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e5f15da357f0971f3b1cce1d4020e34";

export default node;
