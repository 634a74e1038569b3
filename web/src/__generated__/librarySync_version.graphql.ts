/**
 * @generated SignedSource<<4d1dfc5bd5c9751d974a7225877e46b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type librarySync_version$data = {
  readonly barcode: string | null | undefined;
  readonly game: {
    readonly databaseId: number;
    readonly title: string;
  };
  readonly id: string;
  readonly region: Region;
  readonly title: string;
  readonly " $fragmentType": "librarySync_version";
};
export type librarySync_version$key = {
  readonly " $data"?: librarySync_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"librarySync_version">;
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
  "name": "librarySync_version",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "barcode",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Version",
  "abstractKey": null
};
})();

(node as any).hash = "a4217f2a958c57b279e235d52f6003eb";

export default node;
