/**
 * @generated SignedSource<<8dc9ac44f1253293e28eb53292e0a299>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAlarmInput = {
  id: string;
};
export type DeviceAlarmsTabDeleteMutation$variables = {
  input: DeleteAlarmInput;
};
export type DeviceAlarmsTabDeleteMutation$data = {
  readonly deleteAlarm: {
    readonly deletedAlarmId: string;
  };
};
export type DeviceAlarmsTabDeleteMutation = {
  response: DeviceAlarmsTabDeleteMutation$data;
  variables: DeviceAlarmsTabDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAlarmId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceAlarmsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteAlarmPayload",
        "kind": "LinkedField",
        "name": "deleteAlarm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceAlarmsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteAlarmPayload",
        "kind": "LinkedField",
        "name": "deleteAlarm",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedAlarmId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a74b442c9d631378547e91189623d5b4",
    "id": null,
    "metadata": {},
    "name": "DeviceAlarmsTabDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceAlarmsTabDeleteMutation(\n  $input: DeleteAlarmInput!\n) {\n  deleteAlarm(input: $input) {\n    deletedAlarmId\n  }\n}\n"
  }
};
})();

(node as any).hash = "2b59cb708d3c5830d3fc675e314218dd";

export default node;
