/**
 * @generated SignedSource<<ea1ebc949f7595980d7c6054d50ecc4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Language = "da" | "en" | "%future added value";
export type useViewerChangedSubscription$variables = Record<PropertyKey, never>;
export type useViewerChangedSubscription$data = {
  readonly viewerChanged: {
    readonly config: {
      readonly language: Language;
      readonly utcOffset: number;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReleaseBannerFragment" | "SidebarFragment" | "TopBarFragment" | "readViewerAccessFragment">;
  };
};
export type useViewerChangedSubscription = {
  response: useViewerChangedSubscription$data;
  variables: useViewerChangedSubscription$variables;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerChangedSubscription",
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
            "kind": "InlineDataFragmentSpread",
            "name": "readViewerAccessFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          },
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
    "name": "useViewerChangedSubscription",
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
              (v2/*:: as any*/),
              (v0/*:: as any*/),
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
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
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
    "cacheID": "479367c4d9a5481f9a54b2c9ebc43289",
    "id": null,
    "metadata": {},
    "name": "useViewerChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useViewerChangedSubscription {\n  viewerChanged {\n    id\n    config {\n      language\n      utcOffset\n    }\n    ...readViewerAccessFragment\n    ...TopBarFragment\n    ...SidebarFragment\n    ...ReleaseBannerFragment\n  }\n}\n\nfragment AccountMenuFragment on Viewer {\n  user {\n    userId\n    name\n    email\n    id\n  }\n}\n\nfragment ReleaseBannerFragment on Viewer {\n  id\n  newReleaseNotifications {\n    id\n    notificationId\n    releaseVersion\n  }\n}\n\nfragment SidebarFragment on Viewer {\n  ...readViewerAccessFragment\n}\n\nfragment TopBarFragment on Viewer {\n  ...AccountMenuFragment\n}\n\nfragment readViewerAccessFragment on Viewer {\n  user {\n    userId\n    id\n  }\n  abilities {\n    action\n    subject\n    conditions\n    fields\n    inverted\n    reason\n  }\n}\n"
  }
};
})();

(node as any).hash = "c306d5add201ebf706b7d779d2bfd25a";

export default node;
