/**
 * @generated SignedSource<<535932387d1105d359ecd79c55613984>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameForm_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleSelect_query">;
  readonly " $fragmentType": "GameForm_query";
};
export type GameForm_query$key = {
  readonly " $data"?: GameForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameForm_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsoleSelect_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8118ff46de17b42ea3924df08df8a48d";

export default node;
