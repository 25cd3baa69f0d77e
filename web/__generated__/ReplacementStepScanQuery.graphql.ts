/**
 * @generated SignedSource<<c344f8672756db728088c457527cf450>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReplacementStepScanQuery$variables = {
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  search: string;
};
export type ReplacementStepScanQuery$data = {
  readonly deviceSearch: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
    }>;
  };
};
export type ReplacementStepScanQuery = {
  response: ReplacementStepScanQuery$data;
  variables: ReplacementStepScanQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deviceModelIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "deviceModelIds",
        "variableName": "deviceModelIds"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 2
      },
      {
        "kind": "Literal",
        "name": "lifecycles",
        "value": [
          "IN_STOCK"
        ]
      },
      {
        "kind": "Variable",
        "name": "organizationIds",
        "variableName": "organizationIds"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "DeviceConnection",
    "kind": "LinkedField",
    "name": "deviceSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DeviceEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReplacementStepScanQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ReplacementStepScanQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1d2488e1e14ff7802994e278760f7745",
    "id": null,
    "metadata": {},
    "name": "ReplacementStepScanQuery",
    "operationKind": "query",
    "text": "query ReplacementStepScanQuery(\n  $search: String!\n  $organizationIds: [ID!]\n  $deviceModelIds: [ID!]\n) {\n  deviceSearch(search: $search, organizationIds: $organizationIds, deviceModelIds: $deviceModelIds, lifecycles: [IN_STOCK], first: 2) {\n    edges {\n      node {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1beefa2ff53e54d2b55594ea224ce64e";

export default node;
