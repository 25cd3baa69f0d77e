/**
 * @generated SignedSource<<dd744704971cccf1c67965faba8929f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MonitoringFilter = {
  deviceIds?: ReadonlyArray<string> | null | undefined;
  deviceModelIds?: ReadonlyArray<string> | null | undefined;
  deviceTypeCategoryIds?: ReadonlyArray<string> | null | undefined;
  errorCodeIds?: ReadonlyArray<string> | null | undefined;
  errorFrom?: string | null | undefined;
  errorTo?: string | null | undefined;
  lastSeenFrom?: string | null | undefined;
  lastSeenTo?: string | null | undefined;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  packageIds?: ReadonlyArray<string> | null | undefined;
  statusIds?: ReadonlyArray<string> | null | undefined;
};
export type MonitoringMapQuery$variables = {
  filter?: MonitoringFilter | null | undefined;
};
export type MonitoringMapQuery$data = {
  readonly monitoringMapPoints: ReadonlyArray<{
    readonly deviceId: string;
    readonly deviceRestId: string;
    readonly hasErrors: boolean;
    readonly lat: number;
    readonly lon: number;
    readonly name: string;
    readonly statusSlug: string;
  }>;
};
export type MonitoringMapQuery = {
  response: MonitoringMapQuery$data;
  variables: MonitoringMapQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
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
      }
    ],
    "concreteType": "MonitoringMapPoint",
    "kind": "LinkedField",
    "name": "monitoringMapPoints",
    "plural": true,
    "selections": [
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
        "name": "deviceRestId",
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
        "name": "lat",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lon",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusSlug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasErrors",
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
    "name": "MonitoringMapQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MonitoringMapQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f6352c9a4e94f4b343b233816a64487f",
    "id": null,
    "metadata": {},
    "name": "MonitoringMapQuery",
    "operationKind": "query",
    "text": "query MonitoringMapQuery(\n  $filter: MonitoringFilter\n) {\n  monitoringMapPoints(filter: $filter) {\n    deviceId\n    deviceRestId\n    name\n    lat\n    lon\n    statusSlug\n    hasErrors\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7ad20b8de200a8d0b9ee1540f9b2b86";

export default node;
