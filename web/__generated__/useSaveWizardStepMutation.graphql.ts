/**
 * @generated SignedSource<<e1223d5416bbcee754e556b04fa476ab>>
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
export type useSaveWizardStepMutation$variables = {
  input: UpdateServiceOrderInput;
};
export type useSaveWizardStepMutation$data = {
  readonly updateServiceOrder: {
    readonly serviceOrder: {
      readonly activeWizardStep: ServiceWizardStep | null | undefined;
      readonly id: string;
      readonly startedAt: string | null | undefined;
      readonly status: {
        readonly name: string;
        readonly slug: string;
      };
    };
  };
};
export type useSaveWizardStepMutation = {
  response: useSaveWizardStepMutation$data;
  variables: useSaveWizardStepMutation$variables;
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
            "name": "activeWizardStep",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceOrderStatus",
            "kind": "LinkedField",
            "name": "status",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveWizardStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveWizardStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2dbbf6e439b5e274ced76b4e3eb53100",
    "id": null,
    "metadata": {},
    "name": "useSaveWizardStepMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveWizardStepMutation(\n  $input: UpdateServiceOrderInput!\n) {\n  updateServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      activeWizardStep\n      startedAt\n      status {\n        slug\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6ddf7041a74387f35f602f11e65f0ec5";

export default node;
