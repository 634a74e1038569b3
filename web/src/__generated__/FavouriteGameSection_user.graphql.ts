/**
 * @generated SignedSource<<30712a393bc1cc148b62fea65c4ed2ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FavouriteGameSection_user$data = {
  readonly favouriteGame: {
    readonly console: {
      readonly name: string;
    };
    readonly databaseId: number;
    readonly title: string;
  } | null | undefined;
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly " $fragmentType": "FavouriteGameSection_user";
};
export type FavouriteGameSection_user$key = {
  readonly " $data"?: FavouriteGameSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteGameSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteGameSection_user",
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
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "favouriteGame",
      "plural": false,
      "selections": [
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

(node as any).hash = "1531ab66ede3432c0e5bd00674f98407";

export default node;
