/**
 * @generated SignedSource<<bfadac92ea6665b55d220d9b5cc399ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type ReleaseBannerMarkReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type ReleaseBannerMarkReadMutation$data = {
  readonly markNotificationRead: {
    readonly notificationId: string;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ReleaseBannerFragment">;
    } | null | undefined;
  };
};
export type ReleaseBannerMarkReadMutation = {
  response: ReleaseBannerMarkReadMutation$data;
  variables: ReleaseBannerMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "notificationId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReleaseBannerMarkReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkNotificationReadPayload",
        "kind": "LinkedField",
        "name": "markNotificationRead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReleaseBannerFragment"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReleaseBannerMarkReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkNotificationReadPayload",
        "kind": "LinkedField",
        "name": "markNotificationRead",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ReleaseNotification",
                "kind": "LinkedField",
                "name": "newReleaseNotifications",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0b3f12863788e5c02a02da897492a7b8",
    "id": null,
    "metadata": {},
    "name": "ReleaseBannerMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation ReleaseBannerMarkReadMutation(\n  $input: MarkNotificationReadInput!\n) {\n  markNotificationRead(input: $input) {\n    notificationId\n    viewer {\n      id\n      ...ReleaseBannerFragment\n    }\n  }\n}\n\nfragment ReleaseBannerFragment on Viewer {\n  id\n  newReleaseNotifications {\n    id\n    notificationId\n    releaseVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "448b1f0a3a97342d4ef8b1d461e1fff7";

export default node;
