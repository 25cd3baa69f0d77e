/**
 * @generated SignedSource<<1b94fffca820b3655db85509810808a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardFilters_query$data = {
  readonly deviceModels: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly deviceTypeCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly organizations: ReadonlyArray<{
    readonly deviceCount: number;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "DashboardFilters_query";
};
export type DashboardFilters_query$key = {
  readonly " $data"?: DashboardFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardFilters_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organizations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceTypeCategory",
      "kind": "LinkedField",
      "name": "deviceTypeCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceModel",
      "kind": "LinkedField",
      "name": "deviceModels",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c3e94496d1d7171c286e31aa1b373d25";

export default node;
