/**
 * @generated SignedSource<<11d37832b9b0d102cb86b2ee869ed5fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateServiceOrderInput = {
  deviceId: string;
  dueDate: string;
  notes?: string | null | undefined;
  ownerId: string;
  serviceCenterId: string;
  serviceIssue?: string | null | undefined;
  technicianId?: string | null | undefined;
};
export type ServiceOrderFormCreateMutation$variables = {
  input: CreateServiceOrderInput;
};
export type ServiceOrderFormCreateMutation$data = {
  readonly createServiceOrder: {
    readonly serviceOrder: {
      readonly id: string;
      readonly number: number;
      readonly orderId: string;
    };
  };
};
export type ServiceOrderFormCreateMutation = {
  response: ServiceOrderFormCreateMutation$data;
  variables: ServiceOrderFormCreateMutation$variables;
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
    "concreteType": "CreateServiceOrderPayload",
    "kind": "LinkedField",
    "name": "createServiceOrder",
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
            "name": "orderId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
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
    "name": "ServiceOrderFormCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceOrderFormCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a2c98ce27ca942cec4e2a07e7f85b96c",
    "id": null,
    "metadata": {},
    "name": "ServiceOrderFormCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceOrderFormCreateMutation(\n  $input: CreateServiceOrderInput!\n) {\n  createServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      orderId\n      number\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ef0cd2c53156d26fe04273dab2cdf5a";

export default node;
