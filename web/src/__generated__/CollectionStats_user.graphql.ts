/**
 * @generated SignedSource<<7ab41e730b40733faa941d244a283556>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Completeness = "COMPLETE_IN_BOX" | "INCOMPLETE" | "LOOSE" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CollectionStats_user$data = {
  readonly collectionStats: {
    readonly addedPerMonth: ReadonlyArray<{
      readonly count: number;
      readonly key: string;
    }>;
    readonly byCompleteness: ReadonlyArray<{
      readonly completeness: Completeness;
      readonly count: number;
    }>;
    readonly byConsole: ReadonlyArray<{
      readonly count: number;
      readonly key: string;
    }>;
    readonly byManufacturer: ReadonlyArray<{
      readonly count: number;
      readonly key: string;
    }>;
    readonly byRegion: ReadonlyArray<{
      readonly count: number;
      readonly region: Region;
    }>;
    readonly spent: ReadonlyArray<{
      readonly cents: number;
      readonly copies: number;
      readonly currency: string;
    }>;
    readonly totalCopies: number;
  } | null | undefined;
  readonly " $fragmentType": "CollectionStats_user";
};
export type CollectionStats_user$key = {
  readonly " $data"?: CollectionStats_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionStats_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectionStats_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectionStats",
      "kind": "LinkedField",
      "name": "collectionStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCopies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatCount",
          "kind": "LinkedField",
          "name": "byConsole",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RegionCount",
          "kind": "LinkedField",
          "name": "byRegion",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "region",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatCount",
          "kind": "LinkedField",
          "name": "byManufacturer",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CompletenessCount",
          "kind": "LinkedField",
          "name": "byCompleteness",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "completeness",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneySpent",
          "kind": "LinkedField",
          "name": "spent",
          "plural": true,
          "selections": [
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
              "name": "cents",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "copies",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatCount",
          "kind": "LinkedField",
          "name": "addedPerMonth",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "a53619a2295ffb7d65382bac6e05b78e";

export default node;
