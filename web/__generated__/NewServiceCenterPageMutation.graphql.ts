/**
 * @generated SignedSource<<30644a2726d8dc3b34b44de22e59bab3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateServiceCenterInput = {
  address?: string | null | undefined;
  geo?: GeoInput | null | undefined;
  isActive?: boolean | null | undefined;
  name: string;
  organizationIds?: ReadonlyArray<string> | null | undefined;
  userIds?: ReadonlyArray<string> | null | undefined;
};
export type GeoInput = {
  lat: number;
  lon: number;
};
export type NewServiceCenterPageMutation$variables = {
  input: CreateServiceCenterInput;
};
export type NewServiceCenterPageMutation$data = {
  readonly createServiceCenter: {
    readonly serviceCenter: {
      readonly serviceCenterId: string;
    };
  };
};
export type NewServiceCenterPageMutation = {
  response: NewServiceCenterPageMutation$data;
  variables: NewServiceCenterPageMutation$variables;
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
  "name": "serviceCenterId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewServiceCenterPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateServiceCenterPayload",
        "kind": "LinkedField",
        "name": "createServiceCenter",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCenter",
            "kind": "LinkedField",
            "name": "serviceCenter",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "name": "NewServiceCenterPageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateServiceCenterPayload",
        "kind": "LinkedField",
        "name": "createServiceCenter",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ServiceCenter",
            "kind": "LinkedField",
            "name": "serviceCenter",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "37f9f318f9f58964c2ef123d52561250",
    "id": null,
    "metadata": {},
    "name": "NewServiceCenterPageMutation",
    "operationKind": "mutation",
    "text": "mutation NewServiceCenterPageMutation(\n  $input: CreateServiceCenterInput!\n) {\n  createServiceCenter(input: $input) {\n    serviceCenter {\n      serviceCenterId\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "196f9f0eeca73827e8df54f75a355217";

export default node;
