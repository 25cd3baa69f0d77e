/**
 * @generated SignedSource<<89742a5b2ddff0991c53e12a30721a63>>
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
        readonly color: string;
        readonly id: string;
        readonly name: string;
        readonly slug: string;
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
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
                "name": "color",
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
    "cacheID": "3c1350a9b4ec0990424c8505bb757cf6",
    "id": null,
    "metadata": {},
    "name": "useUpdateMonitoringRecordMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMonitoringRecordMutation(\n  $input: UpdateMonitoringRecordInput!\n) {\n  updateMonitoringRecord(input: $input) {\n    monitoringRecord {\n      id\n      notes\n      updatedAt\n      status {\n        id\n        name\n        slug\n        color\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "656179130fc62a0874df6a9356bbddb8";

export default node;
