/**
 * @generated SignedSource<<133d950cfa8587d838d1fcfd06365db3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownlinkDelivery = "PUBLISHED" | "QUEUED" | "%future added value";
export type SaveDownlinkConfigInput = {
  deviceId: string;
  miAbove: number;
  miUnder: number;
  th?: number | null | undefined;
  xtiAbove: number;
  xtiUnder: number;
};
export type DeviceDownlinkTabSaveMutation$variables = {
  input: SaveDownlinkConfigInput;
};
export type DeviceDownlinkTabSaveMutation$data = {
  readonly saveDownlinkConfig: {
    readonly delivery: DownlinkDelivery;
    readonly device: {
      readonly downlinkConfig: {
        readonly " $fragmentSpreads": FragmentRefs<"DeviceDownlinkTab_config">;
      } | null | undefined;
      readonly id: string;
    };
  };
};
export type DeviceDownlinkTabSaveMutation = {
  response: DeviceDownlinkTabSaveMutation$data;
  variables: DeviceDownlinkTabSaveMutation$variables;
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
  "name": "delivery",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DeviceDownlinkTabSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDownlinkConfigPayload",
        "kind": "LinkedField",
        "name": "saveDownlinkConfig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DownlinkConfig",
                "kind": "LinkedField",
                "name": "downlinkConfig",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DeviceDownlinkTab_config"
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeviceDownlinkTabSaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDownlinkConfigPayload",
        "kind": "LinkedField",
        "name": "saveDownlinkConfig",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "DownlinkConfig",
                "kind": "LinkedField",
                "name": "downlinkConfig",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "brokerNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "topic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deleted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inSync",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RequestedDownlinkConfig",
                    "kind": "LinkedField",
                    "name": "requested",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DownlinkSettings",
                        "kind": "LinkedField",
                        "name": "settings",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "miAbove",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "xtiAbove",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "th",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "miUnder",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "xtiUnder",
                            "storageKey": null
                          }
                        ],
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
                        "kind": "ScalarField",
                        "name": "updatedByName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AppliedDownlinkConfig",
                    "kind": "LinkedField",
                    "name": "applied",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "measurementInterval",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "measurementsPerTransmission",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "threshold",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "aboveThreshold",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "messageCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "time",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b8630734e722fce01ed71f39b2bd639f",
    "id": null,
    "metadata": {},
    "name": "DeviceDownlinkTabSaveMutation",
    "operationKind": "mutation",
    "text": "mutation DeviceDownlinkTabSaveMutation(\n  $input: SaveDownlinkConfigInput!\n) {\n  saveDownlinkConfig(input: $input) {\n    delivery\n    device {\n      id\n      downlinkConfig {\n        ...DeviceDownlinkTab_config\n      }\n    }\n  }\n}\n\nfragment DeviceDownlinkTab_config on DownlinkConfig {\n  brokerNumber\n  topic\n  deleted\n  inSync\n  requested {\n    settings {\n      miAbove\n      xtiAbove\n      th\n      miUnder\n      xtiUnder\n    }\n    updatedAt\n    updatedByName\n  }\n  applied {\n    measurementInterval\n    measurementsPerTransmission\n    threshold\n    aboveThreshold\n    messageCount\n    time\n  }\n}\n"
  }
};
})();

(node as any).hash = "d167c0d52623b6428e6d35bd1c1adbcd";

export default node;
