/**
 * @generated SignedSource<<172bd9a5837269c65d97cd679db4a758>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardFiltersMatchQuery$variables = {
  organizationIds: ReadonlyArray<string>;
};
export type DashboardFiltersMatchQuery$data = {
  readonly analyticsOrganizations: ReadonlyArray<{
    readonly groups: ReadonlyArray<{
      readonly devices: ReadonlyArray<{
        readonly deviceModel: {
          readonly id: string;
        };
        readonly deviceTypeCategory: {
          readonly id: string;
        };
        readonly id: string;
        readonly name: string;
        readonly networkId: string;
      }>;
      readonly id: string;
    }>;
    readonly id: string;
    readonly ungroupedDevices: ReadonlyArray<{
      readonly deviceModel: {
        readonly id: string;
      };
      readonly deviceTypeCategory: {
        readonly id: string;
      };
      readonly id: string;
      readonly name: string;
      readonly networkId: string;
    }>;
  }>;
};
export type DashboardFiltersMatchQuery = {
  response: DashboardFiltersMatchQuery$data;
  variables: DashboardFiltersMatchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationIds"
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
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "networkId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceModel",
    "kind": "LinkedField",
    "name": "deviceModel",
    "plural": false,
    "selections": (v2/*:: as any*/),
    "storageKey": null
  }
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organizationIds",
        "variableName": "organizationIds"
      }
    ],
    "concreteType": "AnalyticsOrganization",
    "kind": "LinkedField",
    "name": "analyticsOrganizations",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsGroup",
        "kind": "LinkedField",
        "name": "groups",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsDevice",
            "kind": "LinkedField",
            "name": "devices",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalyticsDevice",
        "kind": "LinkedField",
        "name": "ungroupedDevices",
        "plural": true,
        "selections": (v3/*:: as any*/),
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
    "name": "DashboardFiltersMatchQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardFiltersMatchQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "a10b7a2691efa0bb0694533ed22819fa",
    "id": null,
    "metadata": {},
    "name": "DashboardFiltersMatchQuery",
    "operationKind": "query",
    "text": "query DashboardFiltersMatchQuery(\n  $organizationIds: [ID!]!\n) {\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    groups {\n      id\n      devices {\n        id\n        name\n        networkId\n        deviceTypeCategory {\n          id\n        }\n        deviceModel {\n          id\n        }\n      }\n    }\n    ungroupedDevices {\n      id\n      name\n      networkId\n      deviceTypeCategory {\n        id\n      }\n      deviceModel {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dcdda10f19237cbe5da3f3ad1b1795e9";

export default node;
