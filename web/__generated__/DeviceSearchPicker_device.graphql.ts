/**
 * @generated SignedSource<<e4190cc9db2bc6a5fe11a1c66d09524f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceSearchPicker_device$data = {
  readonly id: string;
  readonly name: string;
  readonly networkId: string;
  readonly " $fragmentType": "DeviceSearchPicker_device";
};
export type DeviceSearchPicker_device$key = {
  readonly " $data"?: DeviceSearchPicker_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceSearchPicker_device">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "DeviceSearchPicker_device"
};

(node as any).hash = "8474dd3b0aa7c7c5a575e2f89f46185b";

export default node;
