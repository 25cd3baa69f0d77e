/**
 * @generated SignedSource<<9dbd1985fa51ec9d3c4db38105cc26ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderFormLookups$data = {
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderDevicePickerLookups">;
  readonly " $fragmentType": "ServiceOrderFormLookups";
};
export type ServiceOrderFormLookups$key = {
  readonly " $data"?: ServiceOrderFormLookups$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderFormLookups">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderFormLookups",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "isActive": true
          }
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ServiceCenterConnection",
      "kind": "LinkedField",
      "name": "serviceCenters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceCenterEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ServiceCenter",
              "kind": "LinkedField",
              "name": "node",
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
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "serviceCenters(filter:{\"isActive\":true},first:100)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceOrderDevicePickerLookups"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e76f2996e1944de473bbcdc1c274c037";

export default node;
