/**
 * @generated SignedSource<<b45f5aa77c3c1001c893195ebc164002>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameSummary_game$data = {
  readonly console: {
    readonly name: string;
  };
  readonly developers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CompanyList_companies">;
  }>;
  readonly publishers: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"CompanyList_companies">;
  }>;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"GameRequestActions_game">;
  readonly " $fragmentType": "GameSummary_game";
};
export type GameSummary_game$key = {
  readonly " $data"?: GameSummary_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameSummary_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "CompanyList_companies"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameSummary_game",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "developers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "publishers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GameRequestActions_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "7b75cdb2c7c4084affa49cfb929f2c7b";

export default node;
