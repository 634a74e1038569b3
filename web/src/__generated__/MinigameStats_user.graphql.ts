/**
 * @generated SignedSource<<575684941b2ff8eb7919e298c66a1f21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MinigameStats_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useMinigameRecords_user">;
  readonly " $fragmentType": "MinigameStats_user";
};
export type MinigameStats_user$key = {
  readonly " $data"?: MinigameStats_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MinigameStats_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MinigameStats_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useMinigameRecords_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5e8aad69d96346fe31b26de4bc554e69";

export default node;
