/**
 * @generated SignedSource<<349e33faeb9874b64d9be7eb0747315e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionListSection_version$data = {
  readonly databaseId: number;
  readonly game: {
    readonly databaseId: number;
    readonly title: string;
  };
  readonly region: Region;
  readonly " $fragmentType": "VersionListSection_version";
};
export type VersionListSection_version$key = {
  readonly " $data"?: VersionListSection_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionListSection_version">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "VersionListSection_version",
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
          "kind": "ScalarField",
          "name": "title",
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

(node as any).hash = "efe6ea95eea3a4fdea69349b68271607";

export default node;
