/**
 * @generated SignedSource<<50ef53c219e0e8a0e568b62e1d265372>>
 * @relayHash 6d7c25363c36140eef0d416eff2218c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 547a664b54f0581666a714ae7146a25fbb29b50eea32e97aaadc837422c7432b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameOrder = "RECENTLY_ADDED" | "RELEASE_DATE" | "RELEVANCE" | "TITLE" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type GamesScreenQuery$variables = {
  companyIds: ReadonlyArray<string>;
  consoleId?: string | null | undefined;
  developerId?: string | null | undefined;
  first: number;
  orderBy?: GameOrder | null | undefined;
  publisherId?: string | null | undefined;
  region?: Region | null | undefined;
  releasedFrom?: number | null | undefined;
  releasedTo?: number | null | undefined;
  search?: string | null | undefined;
};
export type GamesScreenQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"GameList_query" | "GameSearchForm_query">;
};
export type GamesScreenQuery = {
  response: GamesScreenQuery$data;
  variables: GamesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyIds"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consoleId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "developerId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "publisherId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedFrom"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedTo"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v10 = [
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
    "name": "first",
    "variableName": "first"
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
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamesScreenQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "companyIds",
            "variableName": "companyIds"
          }
        ],
        "kind": "FragmentSpread",
        "name": "GameSearchForm_query"
      },
      {
        "args": (v10/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "GameList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v9/*:: as any*/),
      (v1/*:: as any*/),
      (v6/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GamesScreenQuery",
    "selections": [
      {
        "alias": "chosenCompanies",
        "args": [
          {
            "kind": "Variable",
            "name": "ids",
            "variableName": "companyIds"
          }
        ],
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*:: as any*/)
            ],
            "type": "Company",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryConsolesConnection",
        "kind": "LinkedField",
        "name": "consoles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryConsolesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Console",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "manufacturer",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "concreteType": "GamesConnection",
        "kind": "LinkedField",
        "name": "games",
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
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Console",
                    "kind": "LinkedField",
                    "name": "console",
                    "plural": false,
                    "selections": [
                      (v13/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Version",
                    "kind": "LinkedField",
                    "name": "versions",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
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
                        "name": "country",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "revision",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "releaseDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Image",
                        "kind": "LinkedField",
                        "name": "frontImage",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          },
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CollectionItem",
                        "kind": "LinkedField",
                        "name": "viewerCopies",
                        "plural": true,
                        "selections": [
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": (v10/*:: as any*/),
        "filters": [
          "search",
          "consoleId",
          "region",
          "developerId",
          "publisherId",
          "releasedFrom",
          "releasedTo",
          "orderBy"
        ],
        "handle": "connection",
        "key": "GameList_games",
        "kind": "LinkedHandle",
        "name": "games"
      }
    ]
  },
  "params": {
    "cacheID": "6d7c25363c36140eef0d416eff2218c3",
    "id": "547a664b54f0581666a714ae7146a25fbb29b50eea32e97aaadc837422c7432b",
    "metadata": {},
    "name": "GamesScreenQuery",
    "operationKind": "query",
    "text": "query GamesScreenQuery(\n  $search: String\n  $consoleId: ID\n  $region: Region\n  $developerId: ID\n  $publisherId: ID\n  $releasedFrom: Int\n  $releasedTo: Int\n  $orderBy: GameOrder\n  $first: Int!\n  $companyIds: [ID!]!\n) {\n  ...GameSearchForm_query_3AZZU5\n  ...GameList_query_14tXbC\n}\n\nfragment CollectionControl_version on Version {\n  id\n  viewerCopies {\n    id\n  }\n}\n\nfragment ConsoleFilter_query on Query {\n  consoles {\n    edges {\n      node {\n        id\n        name\n        manufacturer\n      }\n    }\n  }\n}\n\nfragment GameCard_game on Game {\n  databaseId\n  title\n  console {\n    name\n    id\n  }\n  versions {\n    id\n    title\n    region\n    country\n    revision\n    releaseDate\n    frontImage {\n      url\n      id\n    }\n    ...CollectionControl_version\n  }\n}\n\nfragment GameFilters_query on Query {\n  ...ConsoleFilter_query\n}\n\nfragment GameList_query_14tXbC on Query {\n  games(search: $search, consoleId: $consoleId, region: $region, developerId: $developerId, publisherId: $publisherId, releasedFrom: $releasedFrom, releasedTo: $releasedTo, orderBy: $orderBy, first: $first) {\n    count {\n      value\n      kind\n    }\n    edges {\n      node {\n        id\n        ...GameCard_game\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment GameSearchForm_query_3AZZU5 on Query {\n  chosenCompanies: nodes(ids: $companyIds) {\n    __typename\n    id\n    ... on Company {\n      name\n    }\n  }\n  ...GameFilters_query\n}\n"
  }
};
})();

(node as any).hash = "ba1f5e66a0e95c68251e3f3d378ce96d";

export default node;
