/**
 * @generated SignedSource<<0ec830fdca6f66046ce6d034800099b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrderListItemFragment$data = {
  readonly createdAt: string;
  readonly deviceFacts: {
    readonly deviceId: string;
    readonly name: string;
    readonly networkId: string;
  };
  readonly dueDate: string | null | undefined;
  readonly number: number;
  readonly orderId: string;
  readonly owner: {
    readonly name: string;
  };
  readonly serviceCenter: {
    readonly name: string;
    readonly serviceCenterId: string;
  } | null | undefined;
  readonly status: {
    readonly name: string;
    readonly slug: string;
  };
  readonly technician: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "ServiceOrderListItemFragment";
};
export type ServiceOrderListItemFragment$key = {
  readonly " $data"?: ServiceOrderListItemFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrderListItemFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrderListItemFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderDevice",
      "kind": "LinkedField",
      "name": "deviceFacts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "networkId",
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
      "selections": (v1/*:: as any*/),
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
        (v0/*:: as any*/)
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "ServiceOrder",
  "abstractKey": null
};
})();

(node as any).hash = "283f9647cc8073d61b5bc4aa2ef7863c";

export default node;
