/**
 * @generated SignedSource<<26bd6d4c4879735cdb7c45ce5c98ec46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CardBattle_games$data = ReadonlyArray<{
  readonly developers: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly firstReleaseDate: any | null | undefined;
  readonly id: string;
  readonly publishers: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly title: string;
  readonly versions: ReadonlyArray<{
    readonly releaseDate: any;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"BattleCard_game">;
  readonly " $fragmentType": "CardBattle_games";
}>;
export type CardBattle_games$key = ReadonlyArray<{
  readonly " $data"?: CardBattle_games$data;
  readonly " $fragmentSpreads": FragmentRefs<"CardBattle_games">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CardBattle_games",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "versions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "releaseDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "developers",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "publishers",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BattleCard_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "af44f812e58a7af33d0cd807c02c70bd";

export default node;
