/**
 * @generated SignedSource<<3a57f6e5ea97a79580255df1ede451cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CopyRow_item$data = {
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

(node as any).hash = "b4160310785f43ca1e1288d18b7f36df";

export default node;
