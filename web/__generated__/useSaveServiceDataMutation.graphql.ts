/**
 * @generated SignedSource<<c29848a82b41ba5e2d4f22a0aba46ddf>>
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
export type useSaveServiceDataMutation$variables = {
  input: UpdateServiceOrderInput;
};
export type useSaveServiceDataMutation$data = {
  readonly updateServiceOrder: {
    readonly serviceOrder: {
      readonly cause: {
        readonly causeId: string;
        readonly name: string;
        readonly slug: string;
      } | null | undefined;
      readonly comment: string | null | undefined;
      readonly id: string;
      readonly replacementAllowed: boolean | null | undefined;
      readonly solutions: ReadonlyArray<{
        readonly name: string;
        readonly slug: string;
        readonly solutionId: string;
      }>;
    };
  };
};
export type useSaveServiceDataMutation = {
  response: useSaveServiceDataMutation$data;
  variables: useSaveServiceDataMutation$variables;
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
  "name": "slug",
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
            "name": "replacementAllowed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "comment",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceSolution",
            "kind": "LinkedField",
            "name": "solutions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "solutionId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCause",
            "kind": "LinkedField",
            "name": "cause",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "causeId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
    "name": "useSaveServiceDataMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveServiceDataMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d78823f11c44b8d947e80fc32f688999",
    "id": null,
    "metadata": {},
    "name": "useSaveServiceDataMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveServiceDataMutation(\n  $input: UpdateServiceOrderInput!\n) {\n  updateServiceOrder(input: $input) {\n    serviceOrder {\n      id\n      replacementAllowed\n      comment\n      solutions {\n        solutionId\n        slug\n        name\n      }\n      cause {\n        causeId\n        slug\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8ebfa093c234972099efc2ae57724b2";

export default node;
