/**
 * @generated SignedSource<<72d78898378c75295e29b3490f1a61a4>>
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
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "technicians"
    }
  ],
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
          "kind": "Variable",
          "name": "first",
          "variableName": "technicians"
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
      "storageKey": null
    }
  ],
  "type": "ServiceCenter",
  "abstractKey": null
};
})();

(node as any).hash = "2357b3bcd77845c01bbe92abc46aab6b";

export default node;
