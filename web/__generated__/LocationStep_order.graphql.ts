/**
 * @generated SignedSource<<a892f4ffd37c58bbb3ee01a262c681f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationStep_order$data = {
  readonly device: {
    readonly geo: {
      readonly lat: number;
      readonly lon: number;
    } | null | undefined;
    readonly placeName: string | null | undefined;
  } | null | undefined;
  readonly deviceFacts: {
    readonly deviceModelTitle: string;
    readonly geo: {
      readonly lat: number;
      readonly lon: number;
    } | null | undefined;
    readonly name: string;
    readonly networkId: string;
  };
  readonly replacement: {
    readonly newDevice: {
      readonly geo: {
        readonly lat: number;
        readonly lon: number;
      } | null | undefined;
      readonly name: string;
      readonly networkId: string;
      readonly placeName: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "LocationStep_order";
};
export type LocationStep_order$key = {
  readonly " $data"?: LocationStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationStep_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "networkId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "GeoPoint",
  "kind": "LinkedField",
  "name": "geo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lon",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "placeName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationStep_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderDevice",
      "kind": "LinkedField",
      "name": "deviceFacts",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceModelTitle",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceReplacement",
      "kind": "LinkedField",
      "name": "replacement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "newDevice",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v3/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "512a2da7886a699ef27da2471ebf1dd2";

export default node;
