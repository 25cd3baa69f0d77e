/**
 * @generated SignedSource<<b05e10d817a42dfdfc030de28fe9c86e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataType = "continuous" | "discrete" | "step" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceCard_device$data = {
  readonly deviceId: string;
  readonly deviceModel: {
    readonly title: string;
  };
  readonly deviceTypeCategory: {
    readonly name: string;
  };
  readonly hasCounter: boolean;
  readonly id: string;
  readonly name: string;
  readonly networkId: string;
  readonly organizationId: string;
  readonly units: ReadonlyArray<{
    readonly dataType: DataType;
    readonly name: string;
    readonly slug: string;
    readonly unit: string;
  }>;
  readonly " $fragmentType": "DeviceCard_device";
};
export type DeviceCard_device$key = {
  readonly " $data"?: DeviceCard_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "DeviceCard_device",
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
      "name": "deviceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationId",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "networkId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCounter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceModel",
      "kind": "LinkedField",
      "name": "deviceModel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
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
      "name": "deviceTypeCategory",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DataModelEntry",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dataType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsDevice",
  "abstractKey": null
};
})();

(node as any).hash = "3c1b2effd004992d2436be4bfea2c2ef";

export default node;
