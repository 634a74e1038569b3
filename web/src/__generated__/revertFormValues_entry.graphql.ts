/**
 * @generated SignedSource<<be8a730c5bda9c9470b1fe94e5c2cd69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type VersionChangeKind = "ADDED" | "CHANGED" | "REMOVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type revertFormValues_entry$data = {
  readonly consoleChange: {
    readonly before: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
  readonly titleChange: {
    readonly before: string | null | undefined;
  } | null | undefined;
  readonly versionChanges: ReadonlyArray<{
    readonly before: {
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
      readonly developers: ReadonlyArray<string>;
      readonly frontImage: {
        readonly bytes: number;
        readonly databaseId: number;
        readonly height: number;
        readonly id: string;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly mediumImage: {
        readonly bytes: number;
        readonly databaseId: number;
        readonly height: number;
        readonly id: string;
        readonly url: string;
        readonly width: number;
      } | null | undefined;
      readonly publishers: ReadonlyArray<string>;
      readonly region: Region;
      readonly releaseDate: any;
      readonly revision: string;
      readonly title: string;
    } | null | undefined;
    readonly changedFields: ReadonlyArray<string>;
    readonly kind: VersionChangeKind;
    readonly versionId: number;
  }>;
  readonly " $fragmentType": "revertFormValues_entry";
};
export type revertFormValues_entry$key = {
  readonly " $data"?: revertFormValues_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"revertFormValues_entry">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "revertFormValues_entry"
};

(node as any).hash = "bbc3346ec016210bc91e5d05f6e1ac3b";

export default node;
