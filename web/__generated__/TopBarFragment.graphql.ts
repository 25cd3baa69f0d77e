/**
 * @generated SignedSource<<fb1173c213002fe2d1214f57a4747d45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopBarFragment$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenuFragment">;
  readonly " $fragmentType": "TopBarFragment";
};
export type TopBarFragment$key = {
  readonly " $data"?: TopBarFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopBarFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopBarFragment",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenuFragment"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a103055da604c60591749af2529aaced";

export default node;
