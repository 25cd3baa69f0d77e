/**
 * @generated SignedSource<<ee55ecabbee1996c1d084271b67c42e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderFacts_order$data = {
  readonly cause: {
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly comment: string | null | undefined;
  readonly completedAt: string | null | undefined;
  readonly createdAt: string;
  readonly deviceFacts: {
    readonly deviceId: string;
    readonly deviceModelTitle: string;
    readonly name: string;
    readonly networkId: string;
    readonly serialNumber: string | null | undefined;
  };
  readonly dueDate: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly owner: {
    readonly name: string;
  };
  readonly replacement: {
    readonly createdAt: string;
    readonly createdByName: string | null | undefined;
    readonly newDevice: {
      readonly deviceId: string;
      readonly name: string;
    } | null | undefined;
    readonly note: string | null | undefined;
    readonly oldDevice: {
      readonly deviceId: string;
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
  readonly serviceCenter: {
    readonly name: string;
    readonly serviceCenterId: string;
  } | null | undefined;
  readonly serviceIssue: string | null | undefined;
  readonly solutions: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly startedAt: string | null | undefined;
  readonly technician: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "ServiceOrderFacts_order";
};
export type ServiceOrderFacts_order$key = {
  readonly " $data"?: ServiceOrderFacts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderFacts_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deviceId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v5 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderFacts_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderDevice",
      "kind": "LinkedField",
      "name": "deviceFacts",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "serialNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceModelTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceCenter",
      "kind": "LinkedField",
      "name": "serviceCenter",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "serviceCenterId",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Technician",
      "kind": "LinkedField",
      "name": "technician",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceIssue",
      "storageKey": null
    },
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
      "name": "dueDate",
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceSolution",
      "kind": "LinkedField",
      "name": "solutions",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceCause",
      "kind": "LinkedField",
      "name": "cause",
      "plural": false,
      "selections": (v4/*:: as any*/),
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
      "concreteType": "DeviceReplacement",
      "kind": "LinkedField",
      "name": "replacement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "oldDevice",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Device",
          "kind": "LinkedField",
          "name": "newDevice",
          "plural": false,
          "selections": (v5/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "c9a1d49a1b12340f825d69781a511c03";

export default node;
