/**
 * @generated SignedSource<<22af2bcfc961d90cc6a41b7e3995a972>>
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
export type ServiceCenterPageActiveMutation$variables = {
  input: UpdateServiceCenterInput;
};
export type ServiceCenterPageActiveMutation$data = {
  readonly updateServiceCenter: {
    readonly serviceCenter: {
      readonly id: string;
      readonly isActive: boolean;
      readonly updatedAt: string;
    };
  };
};
export type ServiceCenterPageActiveMutation = {
  response: ServiceCenterPageActiveMutation$data;
  variables: ServiceCenterPageActiveMutation$variables;
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isActive",
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
    "name": "ServiceCenterPageActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceCenterPageActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "43eee9bf0c6509367c0168e9647ca052",
    "id": null,
    "metadata": {},
    "name": "ServiceCenterPageActiveMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceCenterPageActiveMutation(\n  $input: UpdateServiceCenterInput!\n) {\n  updateServiceCenter(input: $input) {\n    serviceCenter {\n      id\n      isActive\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4cfb4f438b62e2ebf382215fe5f6ed12";

export default node;
