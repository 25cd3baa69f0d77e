/**
 * @generated SignedSource<<1fb78e40d15fe8598e88cdfadbc8cae6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceAppliedConfigTabFragment$data = {
  readonly id: string;
  readonly properties: {
    readonly json: unknown;
  };
  readonly " $fragmentType": "DeviceAppliedConfigTabFragment";
};
export type DeviceAppliedConfigTabFragment$key = {
  readonly " $data"?: DeviceAppliedConfigTabFragment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceAppliedConfigTabFragment">;
};

import DeviceAppliedConfigTabRefetchQuery_graphql from './DeviceAppliedConfigTabRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DeviceAppliedConfigTabRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DeviceAppliedConfigTabFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceProperties",
      "kind": "LinkedField",
      "name": "properties",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "json",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "90f09d8b2f183660f9676bf38b6d213a";

export default node;
