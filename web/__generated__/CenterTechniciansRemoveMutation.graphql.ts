/**
 * @generated SignedSource<<2e57ba86f498c03d73bde8708d11334c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveTechnicianInput = {
  id: string;
};
export type CenterTechniciansRemoveMutation$variables = {
  input: RemoveTechnicianInput;
};
export type CenterTechniciansRemoveMutation$data = {
  readonly removeTechnician: {
    readonly removedTechnicianId: string;
    readonly serviceCenter: {
      readonly id: string;
      readonly technicianCount: number;
    };
  };
};
export type CenterTechniciansRemoveMutation = {
  response: CenterTechniciansRemoveMutation$data;
  variables: CenterTechniciansRemoveMutation$variables;
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
    "concreteType": "RemoveTechnicianPayload",
    "kind": "LinkedField",
    "name": "removeTechnician",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedTechnicianId",
        "storageKey": null
      },
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
            "name": "technicianCount",
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
    "name": "CenterTechniciansRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CenterTechniciansRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1ec591cac4b0e639af1dbe098b45e8c2",
    "id": null,
    "metadata": {},
    "name": "CenterTechniciansRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation CenterTechniciansRemoveMutation(\n  $input: RemoveTechnicianInput!\n) {\n  removeTechnician(input: $input) {\n    removedTechnicianId\n    serviceCenter {\n      id\n      technicianCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d4963d6976fae69f4f88f9de53b6aeb";

export default node;
