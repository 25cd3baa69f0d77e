/**
 * @generated SignedSource<<c21c2d851bcb2bcce0c8bbebee92a27a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type readViewerAccessFragment$data = {
  readonly abilities: ReadonlyArray<{
    readonly action: ReadonlyArray<string>;
    readonly conditions: unknown | null | undefined;
    readonly fields: ReadonlyArray<string> | null | undefined;
    readonly inverted: boolean;
    readonly reason: string | null | undefined;
    readonly subject: ReadonlyArray<string>;
  }>;
  readonly user: {
    readonly userId: string;
  };
  readonly " $fragmentType": "readViewerAccessFragment";
};
export type readViewerAccessFragment$key = {
  readonly " $data"?: readViewerAccessFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"readViewerAccessFragment">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "readViewerAccessFragment"
};

(node as any).hash = "271155243107f80105e370a2127aa0e8";

export default node;
