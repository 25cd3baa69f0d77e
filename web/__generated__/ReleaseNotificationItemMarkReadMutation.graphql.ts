/**
 * @generated SignedSource<<f29d09c0fddf9179f54d9ff166c00684>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type ReleaseNotificationItemMarkReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type ReleaseNotificationItemMarkReadMutation$data = {
  readonly markNotificationRead: {
    readonly notificationId: string;
    readonly viewer: {
      readonly id: string;
      readonly newReleaseNotifications: ReadonlyArray<{
        readonly id: string;
      }>;
    } | null | undefined;
  };
};
export type ReleaseNotificationItemMarkReadMutation = {
  response: ReleaseNotificationItemMarkReadMutation$data;
  variables: ReleaseNotificationItemMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReleaseNotification",
            "kind": "LinkedField",
            "name": "newReleaseNotifications",
            "plural": true,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
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
    "name": "ReleaseNotificationItemMarkReadMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReleaseNotificationItemMarkReadMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "034ef785a265545edb27e17843e56805",
    "id": null,
    "metadata": {},
    "name": "ReleaseNotificationItemMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation ReleaseNotificationItemMarkReadMutation(\n  $input: MarkNotificationReadInput!\n) {\n  markNotificationRead(input: $input) {\n    notificationId\n    viewer {\n      id\n      newReleaseNotifications {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3983353ceb7ca79170f2d7378335a2b";

export default node;
