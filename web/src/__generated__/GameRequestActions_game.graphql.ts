/**
 * @generated SignedSource<<d0cf4c5f6bd7648d7955ad44cc4f7fb9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameRequestActions_game$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly pendingRequests: number;
  readonly title: string;
  readonly " $fragmentType": "GameRequestActions_game";
};
export type GameRequestActions_game$key = {
  readonly " $data"?: GameRequestActions_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameRequestActions_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameRequestActions_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingRequests",
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "40f384ce25f7129221fe570e154560d1";

export default node;
