/**
 * @generated SignedSource<<4a2bb1c6e056ac66b0ca744b4bb9c7a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WantRow_want$data = {
  readonly currency: string | null | undefined;
  readonly id: string;
  readonly maxPriceCents: number | null | undefined;
  readonly version: {
    readonly databaseId: number;
    readonly game: {
      readonly databaseId: number;
      readonly title: string;
    };
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"VersionFacts_version">;
  };
  readonly " $fragmentType": "WantRow_want";
};
export type WantRow_want$key = {
  readonly " $data"?: WantRow_want$data;
  readonly " $fragmentSpreads": FragmentRefs<"WantRow_want">;
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
  "name": "WantRow_want",
  "selections": [
    (v0/*:: as any*/),
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
    }
  ],
  "type": "WantedVersion",
  "abstractKey": null
};
})();

(node as any).hash = "71aebf20e7776bef2b5353ff8ab9ea72";

export default node;
