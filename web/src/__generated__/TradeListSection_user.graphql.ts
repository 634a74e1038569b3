/**
 * @generated SignedSource<<388af5935d3ff73ecea194103a90544a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfileSection = "activity" | "favouriteGame" | "friends" | "stats" | "tradeList" | "wantList" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TradeListSection_user$data = {
  readonly hiddenSections: ReadonlyArray<ProfileSection>;
  readonly tradeList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly version: {
          readonly " $fragmentSpreads": FragmentRefs<"VersionListSection_version">;
        };
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TradeListSection_user";
};
export type TradeListSection_user$key = {
  readonly " $data"?: TradeListSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeListSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeListSection_user",
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
      "concreteType": "UserTradeListConnection",
      "kind": "LinkedField",
      "name": "tradeList",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserTradeListConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TradeCopy",
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
      "storageKey": "tradeList(first:20)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ee020514b7d589546396ea5f91d6c139";

export default node;
