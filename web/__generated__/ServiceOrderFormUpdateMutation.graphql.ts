/**
 * @generated SignedSource<<a9aa871bb5165b685fb0fc6b177ab676>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ServiceWizardStep = "AFTER_SERVICE" | "BEFORE_SERVICE" | "CHECK_DATA" | "DEVICE_SERVICE" | "FINISH" | "INFORMATION" | "ISSUE" | "LOCATION" | "REPLACEMENT" | "%future added value";
export type UpdateServiceOrderInput = {
  activeWizardStep?: ServiceWizardStep | null | undefined;
  causeId?: string | null | undefined;
  comment?: string | null | undefined;
  deviceId?: string | null | undefined;
  dueDate?: string | null | undefined;
  id: string;
  notes?: string | null | undefined;
  ownerId?: string | null | undefined;
  replacementAllowed?: boolean | null | undefined;
  serviceCenterId?: string | null | undefined;
  serviceIssue?: string | null | undefined;
  solutionIds?: ReadonlyArray<string> | null | undefined;
  technicianId?: string | null | undefined;
};
export type ServiceOrderFormUpdateMutation$variables = {
  input: UpdateServiceOrderInput;
};
export type ServiceOrderFormUpdateMutation$data = {
  readonly updateServiceOrder: {
    readonly serviceOrder: {
      readonly dueDate: string | null | undefined;
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly number: number;
      readonly orderId: string;
      readonly serviceCenter: {
        readonly id: string;
      } | null | undefined;
      readonly serviceIssue: string | null | undefined;
      readonly technician: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    };
  };
};
export type ServiceOrderFormUpdateMutation = {
  response: ServiceOrderFormUpdateMutation$data;
  variables: ServiceOrderFormUpdateMutation$variables;
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
    "concreteType": "UpdateServiceOrderPayload",
    "kind": "LinkedField",
    "name": "updateServiceOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ServiceOrder",
        "kind": "LinkedField",
        "name": "serviceOrder",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serviceIssue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "notes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueDate",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
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
                "name": "name",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ServiceOrderFormUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderFormUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c0ee51b73df842d766f761513f0c9542",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderFormUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderFormUpdateMutation(\n  $input: UpdateServiceOrderInput!\n) {\n  updateServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      orderId\n      number\n      serviceIssue\n      notes\n      dueDate\n      serviceCenter {\n        id\n      }\n      technician {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "85b2b3bf8d840f1113dd135286da7079";

export default node;
