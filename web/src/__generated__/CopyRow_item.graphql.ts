/**
 * @generated SignedSource<<61bc186360fc1f1a94e49d06ab2aa91d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CopyRow_item$data = {
  readonly forTrade: boolean;
  readonly id: string;
  readonly version: {
    readonly databaseId: number;
    readonly game: {
      readonly databaseId: number;
      readonly title: string;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"VersionFacts_version">;
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
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VersionFacts_version"
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
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

(node as any).hash = "d4a96880b4a845a0d56d33887d74faf0";

export default node;
