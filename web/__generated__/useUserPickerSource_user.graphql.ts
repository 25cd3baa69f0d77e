/**
 * @generated SignedSource<<553132a1c5afe2cce6f8b52e2b011005>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUserPickerSource_user$data = {
  readonly email: string;
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly " $fragmentType": "useUserPickerSource_user";
};
export type useUserPickerSource_user$key = {
  readonly " $data"?: useUserPickerSource_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useUserPickerSource_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useUserPickerSource_user"
};

(node as any).hash = "a80682bac909c861bd61e416a296e9f6";

export default node;
