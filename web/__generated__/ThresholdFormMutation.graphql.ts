/**
 * @generated SignedSource<<493ac88ecc3ce8f0031585efa421fe83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendPeriod = "custom" | "day" | "month" | "three_months" | "week" | "%future added value";
export type SetServiceScheduleInput = {
  deviceId: string;
  notificationEmail: string;
  serviceTargetCount: number;
};
export type SchedulingInput = {
  date?: string | null | undefined;
  from?: string | null | undefined;
  period?: TrendPeriod;
  to?: string | null | undefined;
};
export type ThresholdFormMutation$variables = {
  input: SetServiceScheduleInput;
  scheduling: SchedulingInput;
};
export type ThresholdFormMutation$data = {
  readonly setServiceSchedule: {
    readonly device: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeviceCardSchedule_device" | "DeviceCard_device">;
    };
  };
};
export type ThresholdFormMutation = {
  response: ThresholdFormMutation$data;
  variables: ThresholdFormMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "serviceTargetCount",
  "storageKey": null
},
v6 = {
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
    "name": "ThresholdFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetServiceSchedulePayload",
        "kind": "LinkedField",
        "name": "setServiceSchedule",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "name": "ThresholdFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetServiceSchedulePayload",
        "kind": "LinkedField",
        "name": "setServiceSchedule",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
              (v3/*:: as any*/),
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
                  (v2/*:: as any*/)
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
                  (v3/*:: as any*/),
                  (v2/*:: as any*/)
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
                  (v3/*:: as any*/),
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
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TrendPoint",
                    "kind": "LinkedField",
                    "name": "refPoints",
                    "plural": true,
                    "selections": (v4/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notificationEmail",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "c6a20a80334b3d39da6e08612f259fae",
    "id": null,
    "metadata": {},
    "name": "ThresholdFormMutation",
    "operationKind": "mutation",
    "text": "mutation ThresholdFormMutation(\n  $input: SetServiceScheduleInput!\n  $scheduling: SchedulingInput!\n) {\n  setServiceSchedule(input: $input) {\n    device {\n      id\n      ...DeviceCard_device_2rInTx\n      ...DeviceCardSchedule_device\n    }\n  }\n}\n\nfragment CardTrend_units on DataModelEntry {\n  slug\n  name\n  unit\n}\n\nfragment DeviceCardSchedule_device on AnalyticsDevice {\n  serviceSchedule {\n    serviceTargetCount\n    totalCountSinceLastReset\n    id\n  }\n}\n\nfragment DeviceCardScheduling_scheduling on DeviceScheduling {\n  period\n  from\n  to\n  points {\n    ts\n    v\n  }\n  refPoints {\n    ts\n    v\n  }\n  serviceSchedule {\n    id\n    serviceTargetCount\n    notificationEmail\n    totalCountSinceLastReset\n    lastResetAt\n  }\n}\n\nfragment DeviceCard_device_2rInTx on AnalyticsDevice {\n  id\n  deviceId\n  organizationId\n  name\n  networkId\n  hasCounter\n  deviceModel {\n    title\n    id\n  }\n  deviceTypeCategory {\n    name\n    id\n  }\n  units {\n    ...CardTrend_units\n  }\n  scheduling(input: $scheduling) {\n    ...DeviceCardScheduling_scheduling\n  }\n}\n"
  }
};
})();

(node as any).hash = "5bdd0bfaff987e95f1e725d6447ac06c";

export default node;
