/**
 * @generated SignedSource<<0d420b25dcd34ec9f5585bd91dea3394>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReleaseBannerFragment$data = {
  readonly id: string;
  readonly newReleaseNotifications: ReadonlyArray<{
    readonly id: string;
    readonly notificationId: string;
    readonly releaseVersion: string | null | undefined;
  }>;
  readonly " $fragmentType": "ReleaseBannerFragment";
};
export type ReleaseBannerFragment$key = {
  readonly " $data"?: ReleaseBannerFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReleaseBannerFragment">;
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
  "name": "ReleaseBannerFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ReleaseNotification",
      "kind": "LinkedField",
      "name": "newReleaseNotifications",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notificationId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "releaseVersion",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "fc1cdab6f271a4d6d7ecea8df56bfe87";

export default node;
