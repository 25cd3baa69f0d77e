/**
 * @generated SignedSource<<804891d0323928bf51e9c08b9a7a619a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReleaseNotificationItemFragment$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly notificationId: string;
  readonly releaseVersion: string | null | undefined;
  readonly " $fragmentType": "ReleaseNotificationItemFragment";
};
export type ReleaseNotificationItemFragment$key = {
  readonly " $data"?: ReleaseNotificationItemFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReleaseNotificationItemFragment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReleaseNotificationItemFragment",
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
      "name": "notificationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "ReleaseNotification",
  "abstractKey": null
};

(node as any).hash = "886bdc28e7b4daeda1bd2adaf5e511d5";

export default node;
