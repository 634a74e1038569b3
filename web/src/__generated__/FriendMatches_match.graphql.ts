/**
 * @generated SignedSource<<e4f934f03df433fa1f7febd576b40974>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FriendMatches_match$data = {
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
  readonly " $fragmentType": "FriendMatches_match";
};
export type FriendMatches_match$key = {
  readonly " $data"?: FriendMatches_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"FriendMatches_match">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FriendMatches_match",
  "selections": [
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
  ],
  "type": "TradeMatch",
  "abstractKey": null
};

(node as any).hash = "80102ec22abe049482f2f1913bf4eb4a";

export default node;
