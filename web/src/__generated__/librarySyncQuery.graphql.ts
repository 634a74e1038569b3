/**
 * @generated SignedSource<<60f8ec1d1e8c927c987b7b5cd4122186>>
 * @relayHash 17e02f0645d4328993057958411faf1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7691ce3514ecaa1685f6579895963bc55134f351747831c9886e923ceeb9230

import { ConcreteRequest } from 'relay-runtime';
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type librarySyncQuery$variables = {
  copiesAfter?: string | null | undefined;
  first: number;
  wantsAfter?: string | null | undefined;
  withCopies: boolean;
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
  "name": "withWants"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v7 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "copiesAfter"
  },
  (v6/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "condition",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasBox",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasManual",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasMedium",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricePaidCents",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "forTrade",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "barcode",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "game",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        (v16/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = {
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
v21 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "wantsAfter"
  },
  (v6/*:: as any*/)
],
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxPriceCents",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "Version",
  "kind": "LinkedField",
  "name": "version",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "game",
      "plural": false,
      "selections": [
        (v5/*:: as any*/),
        (v16/*:: as any*/),
        (v8/*:: as any*/)
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
      (v4/*:: as any*/)
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
          (v5/*:: as any*/),
          {
            "condition": "withCopies",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v7/*:: as any*/),
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
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
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
                "args": (v21/*:: as any*/),
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
                          (v22/*:: as any*/),
                          (v14/*:: as any*/),
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
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
          (v5/*:: as any*/),
          {
            "condition": "withCopies",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v7/*:: as any*/),
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
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v13/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v23/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
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
                "args": (v21/*:: as any*/),
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
                          (v22/*:: as any*/),
                          (v14/*:: as any*/),
                          (v23/*:: as any*/),
                          (v8/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17e02f0645d4328993057958411faf1e",
    "id": "c7691ce3514ecaa1685f6579895963bc55134f351747831c9886e923ceeb9230",
    "metadata": {},
    "name": "librarySyncQuery",
    "operationKind": "query",
    "text": "query librarySyncQuery(\n  $first: Int!\n  $copiesAfter: String\n  $wantsAfter: String\n  $withCopies: Boolean!\n  $withWants: Boolean!\n) {\n  viewer {\n    databaseId\n    collection(first: $first, after: $copiesAfter) @include(if: $withCopies) {\n      edges {\n        node {\n          id\n          condition\n          hasBox\n          hasManual\n          hasMedium\n          pricePaidCents\n          currency\n          forTrade\n          version {\n            id\n            title\n            region\n            barcode\n            game {\n              databaseId\n              title\n              id\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    wantList(first: $first, after: $wantsAfter) @include(if: $withWants) {\n      edges {\n        node {\n          maxPriceCents\n          currency\n          version {\n            id\n            title\n            region\n            barcode\n            game {\n              databaseId\n              title\n              id\n            }\n          }\n          id\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "de93ffd1962cf72e33e440fee67f0e45";

export default node;
