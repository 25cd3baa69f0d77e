/**
 * @generated SignedSource<<6b31f5a24543010e8969a34649540d9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendPeriod = "custom" | "day" | "month" | "three_months" | "week" | "%future added value";
export type DeleteServiceScheduleInput = {
  deviceId: string;
  serviceScheduleId: string;
};
export type SchedulingInput = {
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  to?: string | null | undefined;
};
export type RemoveTargetDialogMutation$variables = {
  input: DeleteServiceScheduleInput;
  scheduling: SchedulingInput;
};
export type RemoveTargetDialogMutation$data = {
  readonly deleteServiceSchedule: {
    readonly deletedServiceScheduleId: string;
    readonly device: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device" | "DeviceCard_device">;
    };
  };
};
export type RemoveTargetDialogMutation = {
  response: RemoveTargetDialogMutation$data;
  variables: RemoveTargetDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "scheduling"
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
  "name": "deletedServiceScheduleId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "ts",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "v",
    "storageKey": null
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceTargetCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCountSinceLastReset",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RemoveTargetDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteServiceSchedulePayload",
        "kind": "LinkedField",
        "name": "deleteServiceSchedule",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": [
                  {
                    "kind": "Literal",
                    "name": "scheduling",
                    "value": true
                  },
                  {
                    "kind": "Variable",
                    "name": "schedulingInput",
                    "variableName": "scheduling"
                  }
                ],
                "kind": "FragmentSpread",
                "name": "DeviceCard_device"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DeviceCardSchedule_device"
              }
            ],
            "storageKey": null
          }
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
    "name": "RemoveTargetDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteServiceSchedulePayload",
        "kind": "LinkedField",
        "name": "deleteServiceSchedule",
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
            "name": "deletedServiceScheduleId"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "deviceId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "networkId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasCounter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceModel",
                "kind": "LinkedField",
                "name": "deviceModel",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DeviceTypeCategory",
                "kind": "LinkedField",
                "name": "deviceTypeCategory",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DataModelEntry",
                "kind": "LinkedField",
                "name": "units",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unit",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Variable",
                    "name": "input",
                    "variableName": "scheduling"
                  }
                ],
                "concreteType": "DeviceScheduling",
                "kind": "LinkedField",
                "name": "scheduling",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "period",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrendPoint",
                    "kind": "LinkedField",
                    "name": "points",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrendPoint",
                    "kind": "LinkedField",
                    "name": "refPoints",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ServiceSchedule",
                    "kind": "LinkedField",
                    "name": "serviceSchedule",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notificationEmail",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastResetAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ServiceSchedule",
                "kind": "LinkedField",
                "name": "serviceSchedule",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a5e2a4a34143fa3967fd3fc736499787",
    "id": null,
    "metadata": {},
    "name": "RemoveTargetDialogMutation",
    "operationKind": "mutation",
    "text": "mutation RemoveTargetDialogMutation(\n  $input: DeleteServiceScheduleInput!\n  $scheduling: SchedulingInput!\n) {\n  deleteServiceSchedule(input: $input) {\n    deletedServiceScheduleId\n    device {\n      id\n      ...DeviceCard_device_2rInTx\n      ...DeviceCardSchedule_device\n    }\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCardScheduling_scheduling on DeviceScheduling {\n  period\n  from\n  to\n  points {\n    ts\n    v\n  }\n  refPoints {\n    ts\n    v\n  }\n  serviceSchedule {\n    id\n    serviceTargetCount\n    notificationEmail\n    totalCountSinceLastReset\n    lastResetAt\n  }\n}\n\nfragment DeviceCard_device_2rInTx on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n  scheduling(input: $scheduling) {\n    ...DeviceCardScheduling_scheduling\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd0eec64f41aa21715b4d027619881e1";

export default node;
