/**
 * @generated SignedSource<<4c44da0ee2633558658a15205aa9127b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TechniciansListFragment$data = {
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
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
        };
      };
    }>;
  };
  readonly " $fragmentType": "TechniciansListFragment";
};
export type TechniciansListFragment$key = {
  readonly " $data"?: TechniciansListFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"TechniciansListFragment">;
};

import TechniciansListRefetchQuery_graphql from './TechniciansListRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": TechniciansListRefetchQuery_graphql
    }
  },
  "name": "TechniciansListFragment",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "ServiceCenterConnection",
      "kind": "LinkedField",
      "name": "serviceCenters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ServiceCenterEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ServiceCenter",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "serviceCenterId",
                  "storageKey": null
                },
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "filter",
                      "variableName": "filter"
                    },
                    (v0/*:: as any*/)
                  ],
                  "concreteType": "TechnicianConnection",
                  "kind": "LinkedField",
                  "name": "technicians",
                  "plural": false,
                  "selections": [
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
                            (v1/*:: as any*/),
                            {
                              "alias": null,
                              "args": null,
                              "kind": "ScalarField",
                              "name": "technicianId",
                              "storageKey": null
                            },
                            (v2/*:: as any*/),
                            (v3/*:: as any*/),
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
                                (v3/*:: as any*/)
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
                                (v1/*:: as any*/),
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
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "serviceCenters(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2f73f79959c17724ff56f7d7a7aa9f87";

export default node;
