/**
 * @generated SignedSource<<77b05d4cdd0e318e48bcb620ee9bf1e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type subscriptionsTestSubscription$variables = Record<PropertyKey, never>;
export type subscriptionsTestSubscription$data = {
  readonly viewerChanged: {
    readonly id: string;
  };
};
export type subscriptionsTestSubscription = {
  response: subscriptionsTestSubscription$data;
  variables: subscriptionsTestSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewerChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "subscriptionsTestSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "subscriptionsTestSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7807954e4bdde59bbc48e25d1d3573e7",
    "id": null,
    "metadata": {},
    "name": "subscriptionsTestSubscription",
    "operationKind": "subscription",
    "text": "subscription subscriptionsTestSubscription {\n  viewerChanged {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "abdcab13a6bdc931b676c8c92d7698a2";

export default node;
