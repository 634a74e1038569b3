/**
 * @generated SignedSource<<1fbabefabc7276d859e127861045e3b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RememberOpenedGame_game$data = {
  readonly databaseId: number;
  readonly title: string;
  readonly versions: ReadonlyArray<{
    readonly barcode: string | null | undefined;
    readonly game: {
      readonly databaseId: number;
      readonly title: string;
    };
    readonly id: string;
    readonly region: Region;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RememberOpenedGame_game";
};
export type RememberOpenedGame_game$key = {
  readonly " $data"?: RememberOpenedGame_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"RememberOpenedGame_game">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
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
  "name": "RememberOpenedGame_game",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        (v1/*:: as any*/),
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
          "name": "barcode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Game",
          "kind": "LinkedField",
          "name": "game",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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

(node as any).hash = "22e84f667c138ad2fdc3386c8f7bba2d";

export default node;
