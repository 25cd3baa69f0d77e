/**
 * @generated SignedSource<<ee3369e8e349f7a18a76be5be64f10ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateMonitoringRecordInput = {
  id: string;
  notes?: string | null | undefined;
  statusId?: string | null | undefined;
};
export type useUpdateMonitoringRecordMutation$variables = {
  input: UpdateMonitoringRecordInput;
};
export type useUpdateMonitoringRecordMutation$data = {
  readonly updateMonitoringRecord: {
    readonly monitoringRecord: {
      readonly id: string;
      readonly notes: string | null | undefined;
      readonly status: {
        readonly id: string;
      };
      readonly updatedAt: string;
    };
  };
};
export type useUpdateMonitoringRecordMutation = {
  response: useUpdateMonitoringRecordMutation$data;
  variables: useUpdateMonitoringRecordMutation$variables;
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
    "concreteType": "UpdateMonitoringRecordPayload",
    "kind": "LinkedField",
    "name": "updateMonitoringRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MonitoringRecord",
        "kind": "LinkedField",
        "name": "monitoringRecord",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StatusCode",
            "kind": "LinkedField",
            "name": "status",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "name": "useUpdateMonitoringRecordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMonitoringRecordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b87a04130460e6f84c8596271addd3d1",
    "id": null,
    "metadata": {},
    "name": "useUpdateMonitoringRecordMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMonitoringRecordMutation(\n  $input: UpdateMonitoringRecordInput!\n) {\n  updateMonitoringRecord(input: $input) {\n    monitoringRecord {\n      id\n      notes\n      updatedAt\n      status {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9d6cf6288215de2480622beb713e7864";

export default node;
