/**
 * @generated SignedSource<<7042e0fff836d2791776cad204831991>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTechnicianInput = {
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  id: string;
  isActive?: boolean | null | undefined;
};
export type CenterTechniciansUpdateMutation$variables = {
  input: UpdateTechnicianInput;
};
export type CenterTechniciansUpdateMutation$data = {
  readonly updateTechnician: {
    readonly technician: {
      readonly id: string;
      readonly isActive: boolean;
      readonly models: ReadonlyArray<{
        readonly id: string;
        readonly title: string;
      }>;
      readonly updatedAt: string;
    };
  };
};
export type CenterTechniciansUpdateMutation = {
  response: CenterTechniciansUpdateMutation$data;
  variables: CenterTechniciansUpdateMutation$variables;
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
    "concreteType": "UpdateTechnicianPayload",
    "kind": "LinkedField",
    "name": "updateTechnician",
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
          (v1/*:: as any*/),
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
            "concreteType": "DeviceModel",
            "kind": "LinkedField",
            "name": "models",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
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
    "name": "CenterTechniciansUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CenterTechniciansUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c2b9cdb13dc130c12a85a2f638a227b5",
    "id": null,
    "metadata": {},
    "name": "CenterTechniciansUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation CenterTechniciansUpdateMutation(\n  $input: UpdateTechnicianInput!\n) {\n  updateTechnician(input: $input) {\n    technician {\n      id\n      isActive\n      models {\n        id\n        title\n      }\n      updatedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1b0712eb53579215ae6cb8e528ea5f4";

export default node;
