/**
 * @generated SignedSource<<04275d55ffc7eed51c89df4e9b5e3b96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MonitoringRowFragment$data = {
  readonly device: {
    readonly deviceId: string;
    readonly deviceModel: {
      readonly deviceTypeCategory: {
        readonly id: string;
      };
      readonly networkProtocol: string;
      readonly networkType: string;
      readonly title: string;
    };
    readonly firmwareVersion: string | null | undefined;
    readonly id: string;
    readonly lastSeenAt: string | null | undefined;
    readonly latestMessage: {
      readonly rssi: number | null | undefined;
      readonly signalStrength: number | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly networkId: string;
  };
  readonly errorCodes: ReadonlyArray<{
    readonly count: number;
    readonly errorCode: {
      readonly id: string;
    };
  }>;
  readonly id: string;
  readonly latestErrorOccurredAt: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly owner: {
    readonly id: string;
  };
  readonly package: {
    readonly id: string;
  } | null | undefined;
  readonly status: {
    readonly id: string;
  };
  readonly " $fragmentType": "MonitoringRowFragment";
};
export type MonitoringRowFragment$key = {
  readonly " $data"?: MonitoringRowFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MonitoringRowFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MonitoringRowFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestErrorOccurredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusCode",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ErrorCodeCount",
      "kind": "LinkedField",
      "name": "errorCodes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ErrorCode",
          "kind": "LinkedField",
          "name": "errorCode",
          "plural": false,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Package",
      "kind": "LinkedField",
      "name": "package",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "networkId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firmwareVersion",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "networkType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "networkProtocol",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "DeviceTypeCategory",
              "kind": "LinkedField",
              "name": "deviceTypeCategory",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LatestMessage",
          "kind": "LinkedField",
          "name": "latestMessage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signalStrength",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rssi",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MonitoringRecord",
  "abstractKey": null
};
})();

(node as any).hash = "c86e828343af2caa9ade8b9cd148f1ef";

export default node;
