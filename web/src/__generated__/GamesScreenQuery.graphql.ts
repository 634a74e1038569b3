/**
 * @generated SignedSource<<4a492fe49cafba1a7eb7946dd4fee8f4>>
 * @relayHash 51bb2890922977a100937a55075b8290
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81e707af97973af3c5e13ffc3f1f3219eda42103e43eb57d450aa5003d2226b3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameOrder = "RECENTLY_ADDED" | "RELEASE_DATE" | "RELEVANCE" | "TITLE" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type GamesScreenQuery$variables = {
  barcode: string;
  byBarcode: boolean;
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
  readonly barcodeVersion?: {
    readonly databaseId: number;
    readonly game: {
      readonly databaseId: number;
    };
  } | null | undefined;
  readonly list?: {
    readonly " $fragmentSpreads": FragmentRefs<"GameList_query">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"GameSearchForm_query">;
};
export type GamesScreenQuery = {
  response: GamesScreenQuery$data;
  variables: GamesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "barcode"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "byBarcode"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "companyIds"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consoleId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "developerId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "publisherId"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedFrom"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releasedTo"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v12 = [
  {
    "kind": "Variable",
    "name": "barcode",
    "variableName": "barcode"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v14 = [
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v19 = [
  (v15/*:: as any*/)
];
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
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GamesScreenQuery",
    "selections": [
      {
        "condition": "byBarcode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "barcodeVersion",
            "args": (v12/*:: as any*/),
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "versionByBarcode",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "game",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
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
        "condition": "byBarcode",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": (v14/*:: as any*/),
                  "kind": "FragmentSpread",
                  "name": "GameList_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "list"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v11/*:: as any*/),
      (v3/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GamesScreenQuery",
    "selections": [
      {
        "condition": "byBarcode",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "barcodeVersion",
            "args": (v12/*:: as any*/),
            "concreteType": "Version",
            "kind": "LinkedField",
            "name": "versionByBarcode",
            "plural": false,
            "selections": [
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "game",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v15/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
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
          (v16/*:: as any*/),
          (v15/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v17/*:: as any*/)
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
                  (v15/*:: as any*/),
                  (v17/*:: as any*/),
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
        "condition": "byBarcode",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": null,
            "args": (v14/*:: as any*/),
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
                      (v15/*:: as any*/),
                      (v13/*:: as any*/),
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Console",
                        "kind": "LinkedField",
                        "name": "console",
                        "plural": false,
                        "selections": [
                          (v17/*:: as any*/),
                          (v15/*:: as any*/)
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
                          (v15/*:: as any*/),
                          (v18/*:: as any*/),
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
                              (v15/*:: as any*/)
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
                            "selections": (v19/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "WantedVersion",
                            "kind": "LinkedField",
                            "name": "viewerWants",
                            "plural": true,
                            "selections": (v19/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v16/*:: as any*/)
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
            "args": (v14/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "81e707af97973af3c5e13ffc3f1f3219eda42103e43eb57d450aa5003d2226b3",
    "metadata": {},
    "name": "GamesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "889d1d9a0d18070e9fd4ea2f376ab195";

export default node;
