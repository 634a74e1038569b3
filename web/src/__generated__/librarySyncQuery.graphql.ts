/**
 * @generated SignedSource<<94074e077c5cebcf2bf6e9fab8ab1f13>>
 * @relayHash 4a132f2889bbeb82120754664a4d93b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd5d80037231fe1e92f117941cc51023e20472ffd2205af1451b56fd898d5896

import { ConcreteRequest } from 'relay-runtime';
export type Completeness = "COMPLETE_IN_BOX" | "INCOMPLETE" | "LOOSE" | "%future added value";
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type librarySyncQuery$variables = {
  copiesAfter?: string | null | undefined;
  first: number;
  wantsAfter?: string | null | undefined;
  withCopies: boolean;
  withExtras: boolean;
  withWants: boolean;
};
export type librarySyncQuery$data = {
  readonly viewer: {
    readonly collection?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly condition: CopyCondition | null | undefined;
          readonly currency: string | null | undefined;
          readonly forTrade: boolean;
          readonly hasBox: boolean;
          readonly hasManual: boolean;
          readonly hasMedium: boolean;
          readonly id: string;
          readonly pricePaidCents: number | null | undefined;
          readonly version: {
            readonly barcode: string | null | undefined;
            readonly game: {
              readonly databaseId: number;
              readonly title: string;
            };
            readonly id: string;
            readonly region: Region;
            readonly title: string;
          };
        };
      }>;
      readonly pageInfo: {
        readonly endCursor: string | null | undefined;
        readonly hasNextPage: boolean;
      };
    } | null | undefined;
    readonly databaseId: number;
    readonly extras?: {
      readonly collectionStats: {
        readonly addedPerMonth: ReadonlyArray<{
          readonly count: number;
          readonly key: string;
        }>;
        readonly byCompleteness: ReadonlyArray<{
          readonly completeness: Completeness;
          readonly count: number;
        }>;
        readonly byConsole: ReadonlyArray<{
          readonly count: number;
          readonly key: string;
        }>;
        readonly byManufacturer: ReadonlyArray<{
          readonly count: number;
          readonly key: string;
        }>;
        readonly byRegion: ReadonlyArray<{
          readonly count: number;
          readonly region: Region;
        }>;
        readonly spent: ReadonlyArray<{
          readonly cents: number;
          readonly copies: number;
          readonly currency: string;
        }>;
        readonly totalCopies: number;
      } | null | undefined;
      readonly friendsHavingWhatYouWant: ReadonlyArray<{
        readonly console: string;
        readonly copies: number;
        readonly currency: string | null | undefined;
        readonly friendDisplayName: string | null | undefined;
        readonly friendUsername: string;
        readonly gameDatabaseId: number;
        readonly gameTitle: string;
        readonly maxPriceCents: number | null | undefined;
        readonly region: Region;
        readonly versionDatabaseId: number;
        readonly versionId: string;
      }> | null | undefined;
      readonly friendsWantingWhatYouTrade: ReadonlyArray<{
        readonly console: string;
        readonly copies: number;
        readonly currency: string | null | undefined;
        readonly friendDisplayName: string | null | undefined;
        readonly friendUsername: string;
        readonly gameDatabaseId: number;
        readonly gameTitle: string;
        readonly maxPriceCents: number | null | undefined;
        readonly region: Region;
        readonly versionDatabaseId: number;
        readonly versionId: string;
      }> | null | undefined;
    } | null | undefined;
    readonly wantList?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly currency: string | null | undefined;
          readonly maxPriceCents: number | null | undefined;
          readonly version: {
            readonly barcode: string | null | undefined;
            readonly game: {
              readonly databaseId: number;
              readonly title: string;
            };
            readonly id: string;
            readonly region: Region;
            readonly title: string;
          };
        };
      }>;
      readonly pageInfo: {
        readonly endCursor: string | null | undefined;
        readonly hasNextPage: boolean;
      };
    } | null | undefined;
  } | null | undefined;
};
export type librarySyncQuery = {
  response: librarySyncQuery$data;
  variables: librarySyncQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "copiesAfter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "wantsAfter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withCopies"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withExtras"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withWants"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "copies",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxPriceCents",
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "friendUsername",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "friendDisplayName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "versionId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "versionDatabaseId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gameDatabaseId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "gameTitle",
    "storageKey": null
  },
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "console",
    "storageKey": null
  },
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v10/*:: as any*/)
],
v14 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CollectionStats",
    "kind": "LinkedField",
    "name": "collectionStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCopies",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatCount",
        "kind": "LinkedField",
        "name": "byConsole",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegionCount",
        "kind": "LinkedField",
        "name": "byRegion",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatCount",
        "kind": "LinkedField",
        "name": "byManufacturer",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CompletenessCount",
        "kind": "LinkedField",
        "name": "byCompleteness",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completeness",
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneySpent",
        "kind": "LinkedField",
        "name": "spent",
        "plural": true,
        "selections": [
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cents",
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StatCount",
        "kind": "LinkedField",
        "name": "addedPerMonth",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TradeMatch",
    "kind": "LinkedField",
    "name": "friendsHavingWhatYouWant",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TradeMatch",
    "kind": "LinkedField",
    "name": "friendsWantingWhatYouTrade",
    "plural": true,
    "selections": (v13/*:: as any*/),
    "storageKey": null
  }
],
v15 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v16 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "copiesAfter"
  },
  (v15/*:: as any*/)
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "condition",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasBox",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasManual",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasMedium",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePaidCents",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "forTrade",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "barcode",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v24/*:: as any*/),
    (v9/*:: as any*/),
    (v25/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "game",
      "plural": false,
      "selections": [
        (v6/*:: as any*/),
        (v24/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v27 = {
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
      "name": "hasNextPage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v28 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "wantsAfter"
  },
  (v15/*:: as any*/)
],
v29 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v24/*:: as any*/),
    (v9/*:: as any*/),
    (v25/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "game",
      "plural": false,
      "selections": [
        (v6/*:: as any*/),
        (v24/*:: as any*/),
        (v17/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "librarySyncQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "condition": "withExtras",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": (v14/*:: as any*/),
                  "type": null,
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "extras"
              }
            ]
          },
          {
            "condition": "withCopies",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "concreteType": "CollectionConnection",
                "kind": "LinkedField",
                "name": "collection",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CollectionItem",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v10/*:: as any*/),
                          (v23/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "withWants",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v28/*:: as any*/),
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
                          (v12/*:: as any*/),
                          (v10/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "librarySyncQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "condition": "withExtras",
            "kind": "Condition",
            "passingValue": true,
            "selections": (v14/*:: as any*/)
          },
          {
            "condition": "withCopies",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v16/*:: as any*/),
                "concreteType": "CollectionConnection",
                "kind": "LinkedField",
                "name": "collection",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CollectionItem",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/),
                          (v10/*:: as any*/),
                          (v23/*:: as any*/),
                          (v29/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "withWants",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v28/*:: as any*/),
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
                          (v12/*:: as any*/),
                          (v10/*:: as any*/),
                          (v29/*:: as any*/),
                          (v17/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v27/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cd5d80037231fe1e92f117941cc51023e20472ffd2205af1451b56fd898d5896",
    "metadata": {},
    "name": "librarySyncQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0c5b79e1d102e68f3a8681245e370bf5";

export default node;
