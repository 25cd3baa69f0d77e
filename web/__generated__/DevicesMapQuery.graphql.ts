/**
 * @generated SignedSource<<2d8a267a4d9d4f240c704cec00ebe954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeviceLifecycle = "INSTALLED" | "IN_STOCK" | "TAKEN_DOWN" | "%future added value";
export type DeviceFilter = {
  deleted?: boolean | null | undefined;
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
  lifecycles?: ReadonlyArray<DeviceLifecycle> | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
};
export type DevicesMapQuery$variables = {
  filter?: DeviceFilter | null | undefined;
  first: number;
  page?: number | null | undefined;
};
export type DevicesMapQuery$data = {
  readonly devices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly deviceId: string;
        readonly geo: {
          readonly lat: number;
          readonly lon: number;
        } | null | undefined;
        readonly id: string;
        readonly lifecycle: DeviceLifecycle;
        readonly name: string;
      };
    }>;
    readonly totalCount: number;
  };
};
export type DevicesMapQuery = {
  response: DevicesMapQuery$data;
  variables: DevicesMapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "page"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "page",
        "variableName": "page"
      }
    ],
    "concreteType": "DeviceConnection",
    "kind": "LinkedField",
    "name": "devices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      },
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
              },
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lifecycle",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "GeoPoint",
                "kind": "LinkedField",
                "name": "geo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lon",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevicesMapQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevicesMapQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "52a348e77bcadf5c91a63ffda062dcb2",
    "id": null,
    "metadata": {},
    "name": "DevicesMapQuery",
    "operationKind": "query",
    "text": "query DevicesMapQuery(\n  $filter: DeviceFilter\n  $first: Int!\n  $page: Int\n) {\n  devices(filter: $filter, first: $first, page: $page) {\n    totalCount\n    edges {\n      node {\n        id\n        deviceId\n        name\n        lifecycle\n        geo {\n          lat\n          lon\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2086fc7c4cb1f73cd3dfc5cf5f4782e1";

export default node;
