/**
 * @generated SignedSource<<172150886fc7b765797dcf1bc82239ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SimilarGameList_games$data = ReadonlyArray<{
  readonly console: {
    readonly name: string;
  };
  readonly databaseId: number;
  readonly firstReleaseDate: any | null | undefined;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "SimilarGameList_games";
}>;
export type SimilarGameList_games$key = ReadonlyArray<{
  readonly " $data"?: SimilarGameList_games$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarGameList_games">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SimilarGameList_games",
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
      "name": "firstReleaseDate",
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
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "7f634a6d2f22945b8bf48118b0a33c68";

export default node;
