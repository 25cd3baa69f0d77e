/**
 * @generated SignedSource<<75a85d0d65045ded831be8b1e90257ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WaterLevelUnit = "CM" | "M" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceDataTabFragment$data = {
  readonly id: string;
  readonly name: string;
  readonly readings: {
    readonly hasMore: boolean;
    readonly points: ReadonlyArray<{
      readonly time: string;
      readonly values: ReadonlyArray<number | null | undefined>;
    }>;
    readonly units: ReadonlyArray<{
      readonly calculated: boolean;
      readonly name: string;
      readonly slug: string;
      readonly unit: string;
    }>;
    readonly waterLevel: {
      readonly unit: WaterLevelUnit;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "DeviceDataTabFragment";
};
export type DeviceDataTabFragment$key = {
  readonly " $data"?: DeviceDataTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceDataTabFragment">;
};

import DeviceDataTabRefetchQuery_graphql from './DeviceDataTabRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "from"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "to"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceDataTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DeviceDataTabFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "from",
          "variableName": "from"
        },
        {
          "kind": "Variable",
          "name": "to",
          "variableName": "to"
        }
      ],
      "concreteType": "DeviceReadings",
      "kind": "LinkedField",
      "name": "readings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceReadingUnit",
          "kind": "LinkedField",
          "name": "units",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "calculated",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceReadingPoint",
          "kind": "LinkedField",
          "name": "points",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "time",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "values",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasMore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "WaterLevelSettings",
          "kind": "LinkedField",
          "name": "waterLevel",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};
})();

(node as any).hash = "e94da037919447556e79e981578b0f62";

export default node;
