/**
 * @generated SignedSource<<68e4181d75c7017714eca9b3458d0462>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountProfileFragment$data = {
  readonly email: string;
  readonly name: string;
  readonly organizations: ReadonlyArray<{
    readonly name: string;
    readonly organizationId: string;
  }>;
  readonly roles: ReadonlyArray<{
    readonly name: string;
    readonly organizationId: string | null | undefined;
    readonly roleId: string;
  }>;
  readonly " $fragmentType": "AccountProfileFragment";
};
export type AccountProfileFragment$key = {
  readonly " $data"?: AccountProfileFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountProfileFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "organizationId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountProfileFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserRole",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserOrganization",
      "kind": "LinkedField",
      "name": "organizations",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "1a2d0ec4b736908b5ca59ccfe94eb71f";

export default node;
