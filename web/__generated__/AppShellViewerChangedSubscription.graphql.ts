/**
 * @generated SignedSource<<529b3601b17d89ebb74d090b47fa29d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "da" | "en" | "%future added value";
export type AppShellViewerChangedSubscription$variables = Record<PropertyKey, never>;
export type AppShellViewerChangedSubscription$data = {
  readonly viewerChanged: {
    readonly config: {
      readonly language: Language;
      readonly utcOffset: number;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReleaseBannerFragment" | "SidebarFragment" | "TopBarFragment">;
  };
};
export type AppShellViewerChangedSubscription = {
  response: AppShellViewerChangedSubscription$data;
  variables: AppShellViewerChangedSubscription$variables;
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
      "name": "language",
      "storageKey": null
    },
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
    "name": "AppShellViewerChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewerChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBarFragment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SidebarFragment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReleaseBannerFragment"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppShellViewerChangedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewerChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
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
                "name": "email",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AbilityRule",
            "kind": "LinkedField",
            "name": "abilities",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "action",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conditions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fields",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inverted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
    "cacheID": "8d6ae524ea9a33aaf434d0735e8fc926",
    "id": null,
    "metadata": {},
    "name": "AppShellViewerChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription AppShellViewerChangedSubscription {\n  viewerChanged {\n    id\n    config {\n      language\n      utcOffset\n    }\n    ...TopBarFragment\n    ...SidebarFragment\n    ...ReleaseBannerFragment\n  }\n}\n\nfragment AccountMenuFragment on Viewer {\n  user {\n    userId\n    name\n    email\n    id\n  }\n}\n\nfragment ReleaseBannerFragment on Viewer {\n  id\n  newReleaseNotifications {\n    id\n    notificationId\n    releaseVersion\n  }\n}\n\nfragment SidebarFragment on Viewer {\n  abilities {\n    action\n    subject\n    conditions\n    fields\n    inverted\n    reason\n  }\n}\n\nfragment TopBarFragment on Viewer {\n  ...AccountMenuFragment\n}\n"
  }
};
})();

(node as any).hash = "296a2436055861f145f6978fd7fc9f39";

export default node;
