/**
 * @generated SignedSource<<945be7c93700c37fcca84509956e938b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CenterTechniciansFragment$data = {
  readonly id: string;
  readonly name: string;
  readonly serviceCenterId: string;
  readonly technicians: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isActive: boolean;
        readonly models: ReadonlyArray<{
          readonly id: string;
          readonly title: string;
        }>;
        readonly name: string;
        readonly openOrderCount: number;
        readonly technicianId: string;
        readonly user: {
          readonly email: string;
          readonly isActive: boolean;
        };
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "CenterTechniciansFragment";
};
export type CenterTechniciansFragment$key = {
  readonly " $data"?: CenterTechniciansFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CenterTechniciansFragment">;
};

import CenterTechniciansRefetchQuery_graphql from './CenterTechniciansRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": CenterTechniciansRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "CenterTechniciansFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "serviceCenterId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "TechnicianConnection",
      "kind": "LinkedField",
      "name": "technicians",
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
          "concreteType": "TechnicianEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Technician",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "technicianId",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "openOrderCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TechnicianUser",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "email",
                      "storageKey": null
                    },
                    (v2/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "DeviceModel",
                  "kind": "LinkedField",
                  "name": "models",
                  "plural": true,
                  "selections": [
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
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
      "storageKey": "technicians(first:100)"
    }
  ],
  "type": "ServiceCenter",
  "abstractKey": null
};
})();

(node as any).hash = "5b7f1085e437240d7c808ace54c8b2ca";

export default node;
