/**
 * @generated SignedSource<<7393ced6db1e4fd907b8f374d9afde9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckDataStepQuery$variables = {
  id: string;
};
export type CheckDataStepQuery$data = {
  readonly node: {
    readonly device: {
      readonly " $fragmentSpreads": FragmentRefs<"CheckDataStep_device">;
    } | null | undefined;
  } | null | undefined;
};
export type CheckDataStepQuery = {
  response: CheckDataStepQuery$data;
  variables: CheckDataStepQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CheckDataStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CheckDataStep_device"
                }
              ],
              "type": "Device",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "device"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckDataStepQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lifecycle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "LatestMessage",
                "kind": "LinkedField",
                "name": "latestMessage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "time",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Reading",
                "kind": "LinkedField",
                "name": "latestReadings",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "value",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Device",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4c5fd5067b4f24fbbab5a6bde34361cb",
    "id": null,
    "metadata": {},
    "name": "CheckDataStepQuery",
    "operationKind": "query",
    "text": "query CheckDataStepQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Device {\n      ...CheckDataStep_device\n    }\n    id\n  }\n}\n\nfragment CheckDataStep_device on Device {\n  id\n  name\n  lifecycle\n  latestMessage {\n    time\n  }\n  latestReadings {\n    slug\n    name\n    unit\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "982ab9cca818501e71a926d07d91a416";

export default node;
