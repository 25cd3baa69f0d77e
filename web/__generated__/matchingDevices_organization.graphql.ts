/**
 * @generated SignedSource<<4100b096379d60b99552f42e8c6793ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type matchingDevices_organization$data = {
  readonly groups: ReadonlyArray<{
    readonly devices: ReadonlyArray<{
      readonly deviceModel: {
        readonly id: string;
      };
      readonly deviceTypeCategory: {
        readonly id: string;
      };
      readonly hasCounter: boolean;
      readonly id: string;
      readonly name: string;
      readonly networkId: string;
    }>;
  }>;
  readonly ungroupedDevices: ReadonlyArray<{
    readonly deviceModel: {
      readonly id: string;
    };
    readonly deviceTypeCategory: {
      readonly id: string;
    };
    readonly hasCounter: boolean;
    readonly id: string;
    readonly name: string;
    readonly networkId: string;
  }>;
  readonly " $fragmentType": "matchingDevices_organization";
};
export type matchingDevices_organization$key = {
  readonly " $data"?: matchingDevices_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"matchingDevices_organization">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "matchingDevices_organization"
};

(node as any).hash = "3d5f299b5ad9e62218d57cd14f7fafd1";

export default node;
