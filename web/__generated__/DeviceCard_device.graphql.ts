/**
 * @generated SignedSource<<2ac80d8d039cd3414aa48d73ace00610>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
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
  readonly scheduling?: {
    readonly " $fragmentSpreads": FragmentRefs<"DeviceCardScheduling_scheduling">;
  } | null | undefined;
  readonly trend?: {
    readonly " $fragmentSpreads": FragmentRefs<"CardTrend_trend">;
  };
  readonly units: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CardTrend_units">;
  }>;
  readonly " $fragmentType": "DeviceCard_device";
};
export type DeviceCard_device$key = {
  readonly " $data"?: DeviceCard_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceCard_device">;
};

import DeviceCardRefetchQuery_graphql from './DeviceCardRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "period": "week"
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "analytics"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "scheduling"
    },
    {
      "defaultValue": (v0/*:: as any*/),
      "kind": "LocalArgument",
      "name": "schedulingInput"
    },
    {
      "defaultValue": (v0/*:: as any*/),
      "kind": "LocalArgument",
      "name": "trendInput"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
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
    (v1/*:: as any*/),
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
        (v1/*:: as any*/)
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "CardTrend_units"
        }
      ],
      "storageKey": null
    },
    {
      "condition": "analytics",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "input",
              "variableName": "trendInput"
            }
          ],
          "concreteType": "Trend",
          "kind": "LinkedField",
          "name": "trend",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CardTrend_trend"
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "condition": "scheduling",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "input",
              "variableName": "schedulingInput"
            }
          ],
          "concreteType": "DeviceScheduling",
          "kind": "LinkedField",
          "name": "scheduling",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DeviceCardScheduling_scheduling"
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "AnalyticsDevice",
  "abstractKey": null
};
})();

(node as any).hash = "d85c8806f6bd29c57069e866df761485";

export default node;
