/**
 * @generated SignedSource<<e8e40a0748c8e671b6726c7d97ea7a5d>>
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
  connections: ReadonlyArray<string>;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAlarmId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceAlarmsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAlarmPayload",
        "kind": "LinkedField",
        "name": "deleteAlarm",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeviceAlarmsTabDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAlarmPayload",
        "kind": "LinkedField",
        "name": "deleteAlarm",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedAlarmId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
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

(node as any).hash = "c1c9edca95f68aad6528630f00332f14";

export default node;
