/**
 * @generated SignedSource<<dcd8c778f45b0d236f5654168234bca4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReleasePageQuery$variables = Record<PropertyKey, never>;
export type ReleasePageQuery$data = {
  readonly viewer: {
    readonly config: {
      readonly utcOffset: number;
    };
    readonly id: string;
    readonly newReleaseNotifications: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReleaseNotificationItemFragment">;
    }>;
  } | null | undefined;
};
export type ReleasePageQuery = {
  response: ReleasePageQuery$data;
  variables: ReleasePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "UserConfig",
  "kind": "LinkedField",
  "name": "config",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "utcOffset",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReleasePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReleaseNotification",
            "kind": "LinkedField",
            "name": "newReleaseNotifications",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReleaseNotificationItemFragment"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReleasePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReleaseNotification",
            "kind": "LinkedField",
            "name": "newReleaseNotifications",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notificationId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "releaseVersion",
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "18b8ece96a949005ab715e36f9f243aa",
    "id": null,
    "metadata": {},
    "name": "ReleasePageQuery",
    "operationKind": "query",
    "text": "query ReleasePageQuery {\n  viewer {\n    id\n    config {\n      utcOffset\n    }\n    newReleaseNotifications {\n      id\n      ...ReleaseNotificationItemFragment\n    }\n  }\n}\n\nfragment ReleaseNotificationItemFragment on ReleaseNotification {\n  id\n  notificationId\n  releaseVersion\n  createdAt\n}\n"
  }
};
})();

(node as any).hash = "8513e8a229fd6a83cbb898c7305072ed";

export default node;
