/**
 * @generated SignedSource<<0d5add8dfa771333eee806e3e3aee979>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WantListSection_user$data = {
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly wantList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly version: {
          readonly " $fragmentSpreads": FragmentRefs<"VersionListSection_version">;
        };
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "WantListSection_user";
};
export type WantListSection_user$key = {
  readonly " $data"?: WantListSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"WantListSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WantListSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hiddenSections",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "UserWantListConnection",
      "kind": "LinkedField",
      "name": "wantList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserWantListConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WantedVersion",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
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
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "VersionListSection_version"
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "wantList(first:20)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b768bff7009801c17ac483b848816114";

export default node;
