/**
 * @generated SignedSource<<36cb0800a726d1009dbd48e854590524>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FriendMatches_user$data = {
  readonly friendsHavingWhatYouWant?: ReadonlyArray<{
    readonly console: string;
    readonly copies: number;
    readonly currency: string | null | undefined;
    readonly friendDisplayName: string | null | undefined;
    readonly friendUsername: string;
    readonly gameDatabaseId: number;
    readonly gameTitle: string;
    readonly maxPriceCents: number | null | undefined;
    readonly region: Region;
    readonly versionDatabaseId: number;
    readonly versionId: string;
  }> | null | undefined;
  readonly friendsWantingWhatYouTrade?: ReadonlyArray<{
    readonly console: string;
    readonly copies: number;
    readonly currency: string | null | undefined;
    readonly friendDisplayName: string | null | undefined;
    readonly friendUsername: string;
    readonly gameDatabaseId: number;
    readonly gameTitle: string;
    readonly maxPriceCents: number | null | undefined;
    readonly region: Region;
    readonly versionDatabaseId: number;
    readonly versionId: string;
  }> | null | undefined;
  readonly " $fragmentType": "FriendMatches_user";
};
export type FriendMatches_user$key = {
  readonly " $data"?: FriendMatches_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendMatches_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "friendUsername",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "friendDisplayName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "versionId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "versionDatabaseId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gameDatabaseId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gameTitle",
    "storageKey": null
  },
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
    "name": "console",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "copies",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "maxPriceCents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "trade"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "wanted"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendMatches_user",
  "selections": [
    {
      "condition": "wanted",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TradeMatch",
          "kind": "LinkedField",
          "name": "friendsHavingWhatYouWant",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ]
    },
    {
      "condition": "trade",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "TradeMatch",
          "kind": "LinkedField",
          "name": "friendsWantingWhatYouTrade",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ]
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9f04d2792e4cc8550549f22a21df90b2";

export default node;
