/**
 * @generated SignedSource<<d0c3cca9bb0c95cd4969f93ac405ee07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BattleCard_game$data = {
  readonly title: string;
  readonly versions: ReadonlyArray<{
    readonly frontImage: {
      readonly url: string;
    } | null | undefined;
    readonly region: Region;
    readonly releaseDate: any;
    readonly title: string;
  }>;
  readonly " $fragmentType": "BattleCard_game";
};
export type BattleCard_game$key = {
  readonly " $data"?: BattleCard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"BattleCard_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BattleCard_game",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "releaseDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "frontImage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "4d5d0e8c14c7fd0c30a2b51caba6efc9";

export default node;
