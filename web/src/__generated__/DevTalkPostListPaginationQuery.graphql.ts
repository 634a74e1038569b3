/**
 * @generated SignedSource<<ae9b6385f777e33c3718f08d7d43a35b>>
 * @relayHash dfd9c2f7ec81d062f1b6d5e832649664
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df8ad50641381d1c45a8537bad59ddf50226336c436a5652187114d9a5f99669

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkPostListPaginationQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
};
export type DevTalkPostListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkPostList_query">;
};
export type DevTalkPostListPaginationQuery = {
  response: DevTalkPostListPaginationQuery$data;
  variables: DevTalkPostListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevTalkPostListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DevTalkPostList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevTalkPostListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "QueryDevTalkPostsConnection",
        "kind": "LinkedField",
        "name": "devTalkPosts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryDevTalkPostsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DevTalkPost",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "excerpt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "published",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publishedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "editedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "DevTalkPostList_devTalkPosts",
        "kind": "LinkedHandle",
        "name": "devTalkPosts"
      }
    ]
  },
  "params": {
    "cacheID": "dfd9c2f7ec81d062f1b6d5e832649664",
    "id": "df8ad50641381d1c45a8537bad59ddf50226336c436a5652187114d9a5f99669",
    "metadata": {},
    "name": "DevTalkPostListPaginationQuery",
    "operationKind": "query",
    "text": "query DevTalkPostListPaginationQuery(\n  $after: String\n  $first: Int = 10\n) {\n  ...DevTalkPostList_query_2HEEH6\n}\n\nfragment DevTalkByline_post on DevTalkPost {\n  published\n  publishedAt\n  editedAt\n  updatedAt\n  author {\n    username\n    displayName\n    id\n  }\n}\n\nfragment DevTalkPostList_query_2HEEH6 on Query {\n  devTalkPosts(first: $first, after: $after) {\n    edges {\n      node {\n        id\n        ...DevTalkPostSummary_post\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment DevTalkPostSummary_post on DevTalkPost {\n  slug\n  title\n  excerpt\n  ...DevTalkByline_post\n}\n"
  }
};
})();

(node as any).hash = "c515c9540df7c828055df9bea5f409f0";

export default node;
