/**
 * @generated SignedSource<<da0b35cc637129a9cd9beadd30ff5d36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateServiceCenterInput = {
  address?: string | null | undefined;
  geo?: GeoInput | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
  name?: string | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type GeoInput = {
  lat: number;
  lon: number;
};
export type ServiceCenterPageUpdateMutation$variables = {
  input: UpdateServiceCenterInput;
};
export type ServiceCenterPageUpdateMutation$data = {
  readonly updateServiceCenter: {
    readonly serviceCenter: {
      readonly address: string | null | undefined;
      readonly geo: {
        readonly lat: number;
        readonly lon: number;
      } | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly organizations: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly updatedAt: string;
      readonly users: ReadonlyArray<{
        readonly email: string;
        readonly firstName: string;
        readonly lastName: string;
        readonly userNodeId: string;
      }>;
    };
  };
};
export type ServiceCenterPageUpdateMutation = {
  response: ServiceCenterPageUpdateMutation$data;
  variables: ServiceCenterPageUpdateMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateServiceCenterPayload",
    "kind": "LinkedField",
    "name": "updateServiceCenter",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceCenter",
        "kind": "LinkedField",
        "name": "serviceCenter",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "GeoPoint",
            "kind": "LinkedField",
            "name": "geo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lat",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lon",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCenterUser",
            "kind": "LinkedField",
            "name": "users",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userNodeId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organizations",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "ServiceCenterPageUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceCenterPageUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "292af30fb74565f3ab67baed25665f26",
    "id": null,
    "metadata": {},
    "name": "ServiceCenterPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceCenterPageUpdateMutation(\n  $input: UpdateServiceCenterInput!\n) {\n  updateServiceCenter(input: $input) {\n    serviceCenter {\n      id\n      name\n      address\n      geo {\n        lat\n        lon\n      }\n      users {\n        userNodeId\n        firstName\n        lastName\n        email\n      }\n      organizations {\n        id\n        name\n      }\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8c01aaf1d25d72c45dc00b2bc6d78d5";

export default node;
