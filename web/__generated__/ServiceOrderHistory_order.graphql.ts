/**
 * @generated SignedSource<<08e3b477dfd3d2ea61254e6f8612b402>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderHistory_order$data = {
  readonly history: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: string;
        readonly actorName: string | null | undefined;
        readonly at: string;
        readonly changes: ReadonlyArray<{
          readonly field: string;
          readonly from: unknown | null | undefined;
          readonly to: unknown | null | undefined;
        }>;
        readonly entryId: string;
      };
    }>;
  };
  readonly " $fragmentType": "ServiceOrderHistory_order";
};
export type ServiceOrderHistory_order$key = {
  readonly " $data"?: ServiceOrderHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderHistory_order",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ServiceOrderHistoryEntryConnection",
      "kind": "LinkedField",
      "name": "history",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceOrderHistoryEntryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ServiceOrderHistoryEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "entryId",
                  "storageKey": null
                },
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
                  "name": "actorName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "at",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ServiceOrderHistoryChange",
                  "kind": "LinkedField",
                  "name": "changes",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "field",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "from",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "to",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "history(first:50)"
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};

(node as any).hash = "a600fcf54e36db5cc99c2000e808dec3";

export default node;
