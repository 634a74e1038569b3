/**
 * @generated SignedSource<<6974082bcf978db1955092ad345608c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileStatsSection_user$data = {
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly profileStats: {
    readonly copies: number;
    readonly friends: number;
    readonly requests: number;
    readonly votes: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionStats_user" | "CollectorLevel_user" | "MinigameStats_user">;
  readonly " $fragmentType": "ProfileStatsSection_user";
};
export type ProfileStatsSection_user$key = {
  readonly " $data"?: ProfileStatsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileStatsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileStatsSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenSections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileStats",
      "kind": "LinkedField",
      "name": "profileStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "copies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "votes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "friends",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectorLevel_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CollectionStats_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MinigameStats_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "906383253072f7b22aafd1d09e015f07";

export default node;
