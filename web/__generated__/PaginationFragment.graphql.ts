/**
 * @generated SignedSource<<0d1c929fa4be62999f75cf2e3c391183>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaginationFragment$data = {
  readonly around: ReadonlyArray<{
    readonly cursor: string | null | undefined;
    readonly isCurrent: boolean;
    readonly page: number;
  }>;
  readonly first: {
    readonly cursor: string | null | undefined;
    readonly page: number;
  } | null | undefined;
  readonly last: {
    readonly cursor: string | null | undefined;
    readonly page: number;
  } | null | undefined;
  readonly next: {
    readonly cursor: string | null | undefined;
    readonly page: number;
  } | null | undefined;
  readonly previous: {
    readonly cursor: string | null | undefined;
    readonly page: number;
  } | null | undefined;
  readonly totalPages: number;
  readonly " $fragmentType": "PaginationFragment";
};
export type PaginationFragment$key = {
  readonly " $data"?: PaginationFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaginationFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "page",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaginationFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "first",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "last",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "previous",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "next",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageCursor",
      "kind": "LinkedField",
      "name": "around",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCurrent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PageCursors",
  "abstractKey": null
};
})();

(node as any).hash = "e9fb53b37cb4431117ba4d0a7cc779cc";

export default node;
