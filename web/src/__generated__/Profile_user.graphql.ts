/**
 * @generated SignedSource<<d5652a654bba9c8961ee2a1ac037c7eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Profile_user$data = {
  readonly displayName: string | null | undefined;
  readonly joinedAt: any;
  readonly profileVisible: boolean;
  readonly trustScore: number;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"ActivitySection_user" | "FavouriteGameSection_user" | "FriendButton_user" | "FriendsSection_user" | "ProfileStatsSection_user">;
  readonly " $fragmentType": "Profile_user";
};
export type Profile_user$key = {
  readonly " $data"?: Profile_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"Profile_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Profile_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trustScore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileVisible",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FriendButton_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FavouriteGameSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileStatsSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ActivitySection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FriendsSection_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "955a6528029ec606873f4b4690624351";

export default node;
