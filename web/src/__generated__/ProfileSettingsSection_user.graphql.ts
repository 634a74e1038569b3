/**
 * @generated SignedSource<<dbe52b31aecc8b22a235b25a73a24ac8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
export type ProfileVisibility = "FRIENDS" | "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileSettingsSection_user$data = {
  readonly favouriteGame: {
    readonly console: {
      readonly name: string;
    };
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly hiddenSectionsSetting: ReadonlyArray<ProfileSection> | null | undefined;
  readonly profileVisibility: ProfileVisibility | null | undefined;
  readonly " $fragmentType": "ProfileSettingsSection_user";
};
export type ProfileSettingsSection_user$key = {
  readonly " $data"?: ProfileSettingsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSettingsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSettingsSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileVisibility",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenSectionsSetting",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "favouriteGame",
      "plural": false,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Console",
          "kind": "LinkedField",
          "name": "console",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c02e492950ea1f60598775b98f8d8b68";

export default node;
