/**
 * @generated SignedSource<<b704171fa2fb782f5616301fc8c7b1d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MonitoringChangeKind = "DEVICE_REPLACED" | "ERROR" | "HEARTBEAT" | "LIVE" | "NOTES" | "RECONNECTING" | "STATUS" | "%future added value";
export type useMapPointsRefreshSubscription$variables = Record<PropertyKey, never>;
export type useMapPointsRefreshSubscription$data = {
  readonly monitoringRecordChanged: {
    readonly kind: MonitoringChangeKind;
  };
};
export type useMapPointsRefreshSubscription = {
  response: useMapPointsRefreshSubscription$data;
  variables: useMapPointsRefreshSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MonitoringRecordChange",
    "kind": "LinkedField",
    "name": "monitoringRecordChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
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
    "name": "useMapPointsRefreshSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMapPointsRefreshSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f4fb06be3223321ecb905b5514c3ba81",
    "id": null,
    "metadata": {},
    "name": "useMapPointsRefreshSubscription",
    "operationKind": "subscription",
    "text": "subscription useMapPointsRefreshSubscription {\n  monitoringRecordChanged {\n    kind\n  }\n}\n"
  }
};
})();

(node as any).hash = "3bb641a60861528e6839cc4bf8de372f";

export default node;
