/**
 * @generated SignedSource<<78007848ad284f83799f42175c194240>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceOrdersFiltersFragment$data = {
  readonly organizations: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly serviceCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly serviceOrderStatuses: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly technicians: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly serviceCenter: {
          readonly id: string;
          readonly name: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "ServiceOrdersFiltersFragment";
};
export type ServiceOrdersFiltersFragment$key = {
  readonly " $data"?: ServiceOrdersFiltersFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceOrdersFiltersFragment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "centers"
    },
    {
      "kind": "RootArgument",
      "name": "technicians"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceOrdersFiltersFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceOrderStatus",
      "kind": "LinkedField",
      "name": "serviceOrderStatuses",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organizations",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "centers"
        }
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ServiceCenter",
                  "kind": "LinkedField",
                  "name": "serviceCenter",
                  "plural": false,
                  "selections": (v2/*:: as any*/),
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "3fced37102082c1cbed689d3aa5c49fb";

export default node;
