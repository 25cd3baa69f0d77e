/**
 * @generated SignedSource<<b950074cfdbf6dce48048b6bbdca6b1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupCardTestQuery$variables = {
  id: string;
};
export type GroupCardTestQuery$data = {
  readonly node: {
    readonly group: {
      readonly " $fragmentSpreads": FragmentRefs<"GroupCard_group">;
    } | null | undefined;
  } | null | undefined;
};
export type GroupCardTestQuery = {
  response: GroupCardTestQuery$data;
  variables: GroupCardTestQuery$variables;
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
    "name": "GroupCardTestQuery",
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
                  "name": "GroupCard_group"
                }
              ],
              "type": "AnalyticsGroup",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "group"
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
    "name": "GroupCardTestQuery",
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
                "name": "deviceCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataModelEntry",
                "kind": "LinkedField",
                "name": "units",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AnalyticsGroup",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "63986b07e70d86075b80808fa8e4a813",
    "id": null,
    "metadata": {},
    "name": "GroupCardTestQuery",
    "operationKind": "query",
    "text": "query GroupCardTestQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...GroupCard_group\n    id\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment GroupCard_group on AnalyticsGroup {\n  name\n  deviceCount\n  units {\n    ...CardTrend_units\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "b73422f2e7e1062054ddf81233d0ce13";

export default node;
