/**
 * @generated SignedSource<<b5256f21301f82311258cba14852cab8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type gameToFormValues_game$data = {
  readonly console: {
    readonly databaseId: number;
    readonly id: string;
  };
  readonly title: string;
  readonly versions: ReadonlyArray<{
    readonly backImage: {
      readonly bytes: number;
      readonly databaseId: number;
      readonly height: number;
      readonly id: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly barcode: string | null | undefined;
    readonly boxArtUrl: string | null | undefined;
    readonly country: string | null | undefined;
    readonly databaseId: number;
    readonly developers: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly frontImage: {
      readonly bytes: number;
      readonly databaseId: number;
      readonly height: number;
      readonly id: string;
      readonly url: string;
      readonly width: number;
    } | null | undefined;
    readonly id: string;
    readonly mediumImage: {
      readonly bytes: number;
      readonly databaseId: number;
      readonly height: number;
      readonly id: string;
      readonly url: string;
      readonly width: number;
    };
    readonly publishers: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly region: Region;
    readonly releaseDate: any;
    readonly revision: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "gameToFormValues_game";
};
export type gameToFormValues_game$key = {
  readonly " $data"?: gameToFormValues_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"gameToFormValues_game">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "gameToFormValues_game"
};

(node as any).hash = "92b7dc520c4bb70e44b66a0974f0f0c3";

export default node;
