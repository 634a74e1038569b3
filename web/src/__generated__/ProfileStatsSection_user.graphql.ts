/**
 * @generated SignedSource<<a8845bf0511b58a36d623ba74011a4c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileStatsSection_user$data = {
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly profileStats: {
    readonly copies: number;
    readonly friends: number;
    readonly requests: number;
    readonly votes: number;
  } | null | undefined;
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b0d2a32b91743b32b7929f3ed79c45c3";

export default node;
