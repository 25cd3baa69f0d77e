/**
 * @generated SignedSource<<92b6cd4e8e0c26dc459b8da66310748a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IssueStep_order$data = {
  readonly cause: {
    readonly causeId: string;
  } | null | undefined;
  readonly comment: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "IssueStep_order";
};
export type IssueStep_order$key = {
  readonly " $data"?: IssueStep_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"IssueStep_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IssueStep_order",
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
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceCause",
      "kind": "LinkedField",
      "name": "cause",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "causeId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};

(node as any).hash = "8e6cf8c43ca21088b6c95027f65530ad";

export default node;
