/**
 * @generated SignedSource<<6968b9aeac652dcc586def1b14aa8cf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardFiltersMatchQuery$variables = {
  organizationIds: ReadonlyArray<string>;
};
export type DashboardFiltersMatchQuery$data = {
  readonly analyticsOrganizations: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"matchingDevices_organization">;
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
v1 = [
  {
    "kind": "Variable",
    "name": "organizationIds",
    "variableName": "organizationIds"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  (v2/*:: as any*/),
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
    "kind": "ScalarField",
    "name": "hasCounter",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceTypeCategory",
    "kind": "LinkedField",
    "name": "deviceTypeCategory",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "DeviceModel",
    "kind": "LinkedField",
    "name": "deviceModel",
    "plural": false,
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "AnalyticsDevice",
  "kind": "LinkedField",
  "name": "devices",
  "plural": true,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "AnalyticsDevice",
  "kind": "LinkedField",
  "name": "ungroupedDevices",
  "plural": true,
  "selections": (v4/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardFiltersMatchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "matchingDevices_organization",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AnalyticsGroup",
                "kind": "LinkedField",
                "name": "groups",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              (v6/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DashboardFiltersMatchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AnalyticsOrganization",
        "kind": "LinkedField",
        "name": "analyticsOrganizations",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsGroup",
            "kind": "LinkedField",
            "name": "groups",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4689e01e1e178aad2a144e91d92f64fd",
    "id": null,
    "metadata": {},
    "name": "DashboardFiltersMatchQuery",
    "operationKind": "query",
    "text": "query DashboardFiltersMatchQuery(\n  $organizationIds: [ID!]!\n) {\n  analyticsOrganizations(organizationIds: $organizationIds) {\n    id\n    ...matchingDevices_organization\n  }\n}\n\nfragment matchingDevices_organization on AnalyticsOrganization {\n  groups {\n    devices {\n      id\n      name\n      networkId\n      hasCounter\n      deviceTypeCategory {\n        id\n      }\n      deviceModel {\n        id\n      }\n    }\n    id\n  }\n  ungroupedDevices {\n    id\n    name\n    networkId\n    hasCounter\n    deviceTypeCategory {\n      id\n    }\n    deviceModel {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "162e1fb1546d1387f1ea8079beb5acb9";

export default node;
