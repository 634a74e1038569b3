/**
 * @generated SignedSource<<63f465f4b45f1e34dd1d0c84cceb5fc1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Minigame = "cardbattle" | "pong" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useMinigameRecords_user$data = {
  readonly minigameResults: ReadonlyArray<{
    readonly bestScore: number;
    readonly game: Minigame;
    readonly lastPlayedAt: any;
    readonly losses: number;
    readonly wins: number;
  }> | null | undefined;
  readonly " $fragmentType": "useMinigameRecords_user";
};
export type useMinigameRecords_user$key = {
  readonly " $data"?: useMinigameRecords_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useMinigameRecords_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useMinigameRecords_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MinigameResult",
      "kind": "LinkedField",
      "name": "minigameResults",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "game",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "losses",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastPlayedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "149bc36578914f46b69f2ac512dc8846";

export default node;
