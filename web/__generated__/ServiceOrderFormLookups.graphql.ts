/**
 * @generated SignedSource<<38ebfc5d815704a7c230f0d4ad952985>>
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
        readonly organizations: ReadonlyArray<{
          readonly id: string;
        }>;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Organization",
                  "kind": "LinkedField",
                  "name": "organizations",
                  "plural": true,
                  "selections": [
                    (v0/*:: as any*/)
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
})();

(node as any).hash = "1801f586d37253c0bfd793469288dbc0";

export default node;
