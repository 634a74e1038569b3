/**
 * @generated SignedSource<<0234a36a79c4f558ff53bcf0fd1c8308>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CountKind = "AT_LEAST" | "ESTIMATE" | "EXACT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GameList_query$data = {
  readonly games: {
    readonly count: {
      readonly kind: CountKind;
      readonly value: number;
    };
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"GameCard_game">;
      };
    }>;
  };
  readonly " $fragmentType": "GameList_query";
};
export type GameList_query$key = {
  readonly " $data"?: GameList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameList_query">;
};

import GameListPaginationQuery_graphql from './GameListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "games"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "consoleId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "developerId"
    },
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "publisherId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "region"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "releasedFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "releasedTo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": GameListPaginationQuery_graphql
    }
  },
  "name": "GameList_query",
  "selections": [
    {
      "alias": "games",
      "args": [
        {
          "kind": "Variable",
          "name": "consoleId",
          "variableName": "consoleId"
        },
        {
          "kind": "Variable",
          "name": "developerId",
          "variableName": "developerId"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "publisherId",
          "variableName": "publisherId"
        },
        {
          "kind": "Variable",
          "name": "region",
          "variableName": "region"
        },
        {
          "kind": "Variable",
          "name": "releasedFrom",
          "variableName": "releasedFrom"
        },
        {
          "kind": "Variable",
          "name": "releasedTo",
          "variableName": "releasedTo"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "GamesConnection",
      "kind": "LinkedField",
      "name": "__GameList_games_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "GameCount",
          "kind": "LinkedField",
          "name": "count",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "GamesEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Game",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "GameCard_game"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "60ca62388796316e3316d91dd333c81a";

export default node;
