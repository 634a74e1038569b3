/**
 * @generated SignedSource<<61af79ec48d5b7752d618f155af82c8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CopyRow_item$data = {
  readonly forTrade: boolean;
  readonly id: string;
  readonly version: {
    readonly databaseId: number;
    readonly game: {
      readonly console: {
        readonly name: string;
      };
      readonly databaseId: number;
      readonly title: string;
    };
    readonly id: string;
    readonly region: Region;
    readonly title: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CopyDetails_item" | "CopyEditor_item">;
  readonly " $fragmentType": "CopyRow_item";
};
export type CopyRow_item$key = {
  readonly " $data"?: CopyRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CopyRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
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
  "name": "CopyRow_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Version",
      "kind": "LinkedField",
      "name": "version",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
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
          "concreteType": "Game",
          "kind": "LinkedField",
          "name": "game",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forTrade",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CopyDetails_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CopyEditor_item"
    }
  ],
  "type": "CollectionItem",
  "abstractKey": null
};
})();

(node as any).hash = "49776dcc7d7192a6ac5f7376ba15b53d";

export default node;
