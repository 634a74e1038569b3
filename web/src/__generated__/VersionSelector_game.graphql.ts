/**
 * @generated SignedSource<<93c3e2337eb090d67568c1dd42108c13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionSelector_game$data = {
  readonly versions: ReadonlyArray<{
    readonly country: string | null | undefined;
    readonly databaseId: number;
    readonly id: string;
    readonly region: Region;
    readonly releaseDate: any;
    readonly revision: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"VersionDetails_version">;
  }>;
  readonly " $fragmentType": "VersionSelector_game";
};
export type VersionSelector_game$key = {
  readonly " $data"?: VersionSelector_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionSelector_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VersionSelector_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
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
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revision",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "releaseDate",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VersionDetails_version"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "9b91c8254fd5b13e83ebba1bd9f3e21a";

export default node;
