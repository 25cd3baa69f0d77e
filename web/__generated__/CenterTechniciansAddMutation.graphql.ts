/**
 * @generated SignedSource<<29eae3b8dd629636a0af5e01f9603cde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddTechnicianInput = {
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  isActive?: boolean | null | undefined;
  serviceCenterId: string;
  userId: string;
};
export type CenterTechniciansAddMutation$variables = {
  input: AddTechnicianInput;
};
export type CenterTechniciansAddMutation$data = {
  readonly addTechnician: {
    readonly technician: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type CenterTechniciansAddMutation = {
  response: CenterTechniciansAddMutation$data;
  variables: CenterTechniciansAddMutation$variables;
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
    "concreteType": "AddTechnicianPayload",
    "kind": "LinkedField",
    "name": "addTechnician",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Technician",
        "kind": "LinkedField",
        "name": "technician",
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
            "name": "name",
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
    "name": "CenterTechniciansAddMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CenterTechniciansAddMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c29f49b9385aafa20424c0ff6f9b2959",
    "id": null,
    "metadata": {},
    "name": "CenterTechniciansAddMutation",
    "operationKind": "mutation",
    "text": "mutation CenterTechniciansAddMutation(\n  $input: AddTechnicianInput!\n) {\n  addTechnician(input: $input) {\n    technician {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5335c81a24d18815a6a3cb063616ef5e";

export default node;
