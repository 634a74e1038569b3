/**
 * @generated SignedSource<<24c2729b8bb2a49a454e05775a296baa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionFacts_version$data = {
  readonly game: {
    readonly console: {
      readonly name: string;
    };
    readonly title: string;
  };
  readonly region: Region;
  readonly title: string;
  readonly " $fragmentType": "VersionFacts_version";
};
export type VersionFacts_version$key = {
  readonly " $data"?: VersionFacts_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionFacts_version">;
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
  "name": "VersionFacts_version",
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
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "game",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "b4ab4bf1d35fe4e9c20969b1dbf0d512";

export default node;
