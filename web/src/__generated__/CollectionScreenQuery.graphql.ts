/**
 * @generated SignedSource<<528eee0392d21d3051e607c8ccb83334>>
 * @relayHash d815647ec59544291b0e08aeb22be6d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 492a5e27e47f1b37983961b61761321df3a83faf4e290115aaabbd7145028194

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CollectionOrder = "ACQUIRED_ON" | "PRICE" | "RELEASE_DATE" | "TITLE" | "%future added value";
export type Completeness = "COMPLETE_IN_BOX" | "INCOMPLETE" | "LOOSE" | "%future added value";
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type CollectionScreenQuery$variables = {
  completeness?: Completeness | null | undefined;
  consoleId?: string | null | undefined;
  first: number;
  orderBy?: CollectionOrder | null | undefined;
  region?: Region | null | undefined;
  search?: string | null | undefined;
};
export type CollectionScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"CollectionList_user" | "CollectionStats_user" | "CollectorLevel_user">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CollectionFilters_query">;
};
export type CollectionScreenQuery = {
  response: CollectionScreenQuery$data;
  variables: CollectionScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "completeness"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "consoleId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "region"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = [
  {
    "kind": "Variable",
    "name": "completeness",
    "variableName": "completeness"
  },
  {
    "kind": "Variable",
    "name": "consoleId",
    "variableName": "consoleId"
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
    "name": "region",
    "variableName": "region"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "copies",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "key",
    "storageKey": null
  },
  (v10/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "region",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v15 = {
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
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CollectionFilters_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CollectorLevel_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CollectionStats_user"
          },
          {
            "args": (v6/*:: as any*/),
            "kind": "FragmentSpread",
            "name": "CollectionList_user"
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
      (v5/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CollectionScreenQuery",
    "selections": [
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
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
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CollectorLevelProgress",
            "kind": "LinkedField",
            "name": "collectorLevel",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "level",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rank",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "levelStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextLevel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextLevelAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                "selections": (v11/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v10/*:: as any*/)
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
                "selections": (v11/*:: as any*/),
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
                  (v10/*:: as any*/)
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
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cents",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
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
                "selections": (v11/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "CollectionConnection",
            "kind": "LinkedField",
            "name": "collection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Version",
                        "kind": "LinkedField",
                        "name": "version",
                        "plural": false,
                        "selections": [
                          (v7/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v12/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Game",
                            "kind": "LinkedField",
                            "name": "game",
                            "plural": false,
                            "selections": [
                              (v14/*:: as any*/),
                              (v15/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Console",
                                "kind": "LinkedField",
                                "name": "console",
                                "plural": false,
                                "selections": [
                                  (v8/*:: as any*/),
                                  (v7/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v7/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "condition",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasBox",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasManual",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasMedium",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "otherInserts",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pricePaidCents",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "acquiredOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "notes",
                        "storageKey": null
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "filters": [
              "search",
              "consoleId",
              "region",
              "completeness",
              "orderBy"
            ],
            "handle": "connection",
            "key": "CollectionList_collection",
            "kind": "LinkedHandle",
            "name": "collection"
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d815647ec59544291b0e08aeb22be6d9",
    "id": "492a5e27e47f1b37983961b61761321df3a83faf4e290115aaabbd7145028194",
    "metadata": {},
    "name": "CollectionScreenQuery",
    "operationKind": "query",
    "text": "query CollectionScreenQuery(\n  $search: String\n  $consoleId: ID\n  $region: Region\n  $completeness: Completeness\n  $orderBy: CollectionOrder\n  $first: Int!\n) {\n  ...CollectionFilters_query\n  viewer {\n    ...CollectorLevel_user\n    ...CollectionStats_user\n    ...CollectionList_user_2Djzoa\n    id\n  }\n}\n\nfragment CollectionFilters_query on Query {\n  ...ConsoleFilter_query\n}\n\nfragment CollectionList_user_2Djzoa on User {\n  collection(search: $search, consoleId: $consoleId, region: $region, completeness: $completeness, orderBy: $orderBy, first: $first) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CopyRow_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment CollectionStats_user on User {\n  collectionStats {\n    totalCopies\n    byConsole {\n      key\n      count\n    }\n    byRegion {\n      region\n      count\n    }\n    byManufacturer {\n      key\n      count\n    }\n    byCompleteness {\n      completeness\n      count\n    }\n    spent {\n      currency\n      cents\n      copies\n    }\n    addedPerMonth {\n      key\n      count\n    }\n  }\n}\n\nfragment CollectorLevel_user on User {\n  collectorLevel {\n    level\n    rank\n    copies\n    levelStart\n    nextLevel\n    nextLevelAt\n  }\n}\n\nfragment ConsoleFilter_query on Query {\n  consoles {\n    edges {\n      node {\n        id\n        name\n        manufacturer\n      }\n    }\n  }\n}\n\nfragment CopyDetails_item on CollectionItem {\n  condition\n  hasBox\n  hasManual\n  hasMedium\n  otherInserts\n  pricePaidCents\n  currency\n  acquiredOn\n  notes\n}\n\nfragment CopyEditor_item on CollectionItem {\n  id\n  condition\n  hasBox\n  hasManual\n  hasMedium\n  otherInserts\n  pricePaidCents\n  currency\n  acquiredOn\n  notes\n}\n\nfragment CopyRow_item on CollectionItem {\n  id\n  version {\n    id\n    databaseId\n    title\n    region\n    game {\n      databaseId\n      title\n      console {\n        name\n        id\n      }\n      id\n    }\n  }\n  ...CopyDetails_item\n  ...CopyEditor_item\n}\n"
  }
};
})();

(node as any).hash = "90cde286618af95204e4166f7bf9f0e6";

export default node;
