/**
 * @generated SignedSource<<2e1e3d2a11c0e4f124163d7845daf517>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CopyRow_item$data = {
  readonly acquiredOn: any | null | undefined;
  readonly condition: CopyCondition | null | undefined;
  readonly currency: string | null | undefined;
  readonly hasBox: boolean;
  readonly hasManual: boolean;
  readonly hasMedium: boolean;
  readonly id: string;
  readonly notes: string | null | undefined;
  readonly otherInserts: string | null | undefined;
  readonly pricePaidCents: number | null | undefined;
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
  readonly " $fragmentSpreads": FragmentRefs<"CopyEditor_item">;
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
      "kind": "ScalarField",
      "name": "condition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasBox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasManual",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMedium",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherInserts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePaidCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acquiredOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
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
      "name": "CopyEditor_item"
    }
  ],
  "type": "CollectionItem",
  "abstractKey": null
};
})();

(node as any).hash = "4e7009d13eb2b5b200ae3a607cec7b4c";

export default node;
