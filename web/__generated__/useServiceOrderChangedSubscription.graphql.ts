/**
 * @generated SignedSource<<f2931e9848f772212d80c010cb8ead3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceOrderChangeKind = "ARCHIVED" | "CREATED" | "DELETED" | "FINISHED" | "LIVE" | "RECONNECTING" | "UPDATED" | "%future added value";
export type useServiceOrderChangedSubscription$variables = Record<PropertyKey, never>;
export type useServiceOrderChangedSubscription$data = {
  readonly serviceOrderChanged: {
    readonly kind: ServiceOrderChangeKind;
    readonly orderId: string | null | undefined;
  };
};
export type useServiceOrderChangedSubscription = {
  response: useServiceOrderChangedSubscription$data;
  variables: useServiceOrderChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ServiceOrderChange",
    "kind": "LinkedField",
    "name": "serviceOrderChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "orderId",
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
    "name": "useServiceOrderChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useServiceOrderChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c19f1beb2668ee465c11f507fb00c892",
    "id": null,
    "metadata": {},
    "name": "useServiceOrderChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useServiceOrderChangedSubscription {\n  serviceOrderChanged {\n    kind\n    orderId\n  }\n}\n"
  }
};
})();

(node as any).hash = "d57eb96b17e0061c862f0eae3f8023f6";

export default node;
