/**
 * @generated SignedSource<<b75636c2fa62de3f3c913023c4120a5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DashboardFiltersMatchQuery$variables = {
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
  organizationIds: ReadonlyArray<string>;
};
export type DashboardFiltersMatchQuery$data = {
  readonly deviceSearch: {
    readonly totalCount: number;
  };
};
export type DashboardFiltersMatchQuery = {
  response: DashboardFiltersMatchQuery$data;
  variables: DashboardFiltersMatchQuery$variables;
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
  "name": "deviceTypeCategoryIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationIds"
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
        "kind": "Variable",
        "name": "deviceTypeCategoryIds",
        "variableName": "deviceTypeCategoryIds"
      },
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      },
      {
        "kind": "Variable",
        "name": "organizationIds",
        "variableName": "organizationIds"
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
        "kind": "ScalarField",
        "name": "totalCount",
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
    "name": "DashboardFiltersMatchQuery",
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
    "name": "DashboardFiltersMatchQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d14856b9211e39be02766e683e37c8c0",
    "id": null,
    "metadata": {},
    "name": "DashboardFiltersMatchQuery",
    "operationKind": "query",
    "text": "query DashboardFiltersMatchQuery(\n  $organizationIds: [ID!]!\n  $deviceTypeCategoryIds: [ID!]\n  $deviceModelIds: [ID!]\n) {\n  deviceSearch(organizationIds: $organizationIds, deviceTypeCategoryIds: $deviceTypeCategoryIds, deviceModelIds: $deviceModelIds, first: 1) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ce45654f4d94eb95b5dedb2f62c33ad";

export default node;
