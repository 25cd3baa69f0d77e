/**
 * @generated SignedSource<<fc58689c3fdbd670b2a6ee99c38f0085>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "da" | "en" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsFormFragment$data = {
  readonly config: {
    readonly language: Language;
    readonly utcOffset: number;
  };
  readonly " $fragmentType": "AccountSettingsFormFragment";
};
export type AccountSettingsFormFragment$key = {
  readonly " $data"?: AccountSettingsFormFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsFormFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSettingsFormFragment",
  "selections": [
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
          "name": "language",
          "storageKey": null
        },
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c821e469a78fc0552837c3e287c3e3dd";

export default node;
