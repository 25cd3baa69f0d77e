/**
 * @generated SignedSource<<d643d67921a7a099b4a59095b5c3df44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignalBand = "BAD" | "EXCELLENT" | "GOOD" | "WEAK" | "%future added value";
export type SignalScale = "DBM" | "QUALITY" | "%future added value";
export type NetworkStrengthDialogQuery$variables = {
  from: string;
  id: string;
  to: string;
};
export type NetworkStrengthDialogQuery$data = {
  readonly node: {
    readonly networkHistory?: {
      readonly available: boolean;
      readonly points: ReadonlyArray<{
        readonly band: SignalBand | null | undefined;
        readonly rssi: number | null | undefined;
        readonly signalStrength: number | null | undefined;
        readonly time: string;
      }>;
      readonly scale: SignalScale;
    } | null | undefined;
  } | null | undefined;
};
export type NetworkStrengthDialogQuery = {
  response: NetworkStrengthDialogQuery$data;
  variables: NetworkStrengthDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": "NetworkHistory",
      "kind": "LinkedField",
      "name": "networkHistory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NetworkPoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "time",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signalStrength",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rssi",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "band",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NetworkStrengthDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NetworkStrengthDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v4/*:: as any*/),
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
    "cacheID": "5c498e41b7f86e0196fc94cf455abac8",
    "id": null,
    "metadata": {},
    "name": "NetworkStrengthDialogQuery",
    "operationKind": "query",
    "text": "query NetworkStrengthDialogQuery(\n  $id: ID!\n  $from: DateTime!\n  $to: DateTime!\n) {\n  node(id: $id) {\n    __typename\n    ... on Device {\n      networkHistory(from: $from, to: $to) {\n        available\n        scale\n        points {\n          time\n          signalStrength\n          rssi\n          band\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "be2ed0448d0c62aa24adca54850c846c";

export default node;
