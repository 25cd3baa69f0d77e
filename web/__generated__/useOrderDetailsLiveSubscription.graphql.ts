/**
 * @generated SignedSource<<2bb663a73ff11a59782bde1e069138df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceOrderChangeKind = "ARCHIVED" | "CREATED" | "DELETED" | "FINISHED" | "LIVE" | "RECONNECTING" | "UPDATED" | "%future added value";
export type useOrderDetailsLiveSubscription$variables = {
  orderId?: string | null | undefined;
};
export type useOrderDetailsLiveSubscription$data = {
  readonly serviceOrderChanged: {
    readonly kind: ServiceOrderChangeKind;
    readonly orderId: string | null | undefined;
  };
};
export type useOrderDetailsLiveSubscription = {
  response: useOrderDetailsLiveSubscription$data;
  variables: useOrderDetailsLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderDetailsLiveSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrderDetailsLiveSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9daf5355394b1af0c3bc042fb44b7bfd",
    "id": null,
    "metadata": {},
    "name": "useOrderDetailsLiveSubscription",
    "operationKind": "subscription",
    "text": "subscription useOrderDetailsLiveSubscription(\n  $orderId: ID\n) {\n  serviceOrderChanged(orderId: $orderId) {\n    kind\n    orderId\n  }\n}\n"
  }
};
})();

(node as any).hash = "57d4902e271835b9ebf68d8679c3514e";

export default node;
