/**
 * @generated SignedSource<<5ec9b439000386533eb04d0490c471a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModeratorAction = "FORCE_APPROVE" | "FORCE_EXPIRE" | "FORCE_REJECT" | "%future added value";
export type ModerateRequestInput = {
  action: ModeratorAction;
  expectedResetCount?: number | null | undefined;
  requestId: string;
};
export type useModerateRequestMutation$variables = {
  input: ModerateRequestInput;
};
export type useModerateRequestMutation$data = {
  readonly moderateRequest: {
    readonly __typename: string;
    readonly ActionList_request?: {
      readonly " $fragmentSpreads": FragmentRefs<"ActionList_request">;
    } | null | undefined;
    readonly ModeratorActions_request?: {
      readonly " $fragmentSpreads": FragmentRefs<"ModeratorActions_request">;
    } | null | undefined;
    readonly RequestSummary_request?: {
      readonly " $fragmentSpreads": FragmentRefs<"RequestSummary_request">;
    } | null | undefined;
    readonly VoteList_request?: {
      readonly " $fragmentSpreads": FragmentRefs<"VoteList_request">;
    } | null | undefined;
    readonly VotePanel_request?: {
      readonly " $fragmentSpreads": FragmentRefs<"VotePanel_request">;
    } | null | undefined;
    readonly closed?: boolean;
    readonly game?: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
    readonly id?: string;
    readonly message?: string;
  };
};
export type useModerateRequestMutation = {
  response: useModerateRequestMutation$data;
  variables: useModerateRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Game",
  "kind": "LinkedField",
  "name": "game",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closed",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "type": "RequestClosedError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v12 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useModerateRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "moderateRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "RequestSummary_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "RequestSummary_request"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "VotePanel_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "VotePanel_request"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "VoteList_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "VoteList_request"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ModeratorActions_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "ModeratorActions_request"
              },
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ActionList_request"
                    }
                  ],
                  "type": "Request",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "ActionList_request"
              }
            ],
            "type": "Request",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerateRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "moderateRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolvedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resolutionNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resetCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysRemaining",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvals",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rejections",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "approvalPercentage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "submitter",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "trustScore",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "votingOpen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanVote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerVote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "RequestVoteConnection",
                "kind": "LinkedField",
                "name": "votes",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RequestVoteEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Vote",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
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
                            "name": "updatedAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "user",
                            "plural": false,
                            "selections": (v12/*:: as any*/),
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
                "storageKey": "votes(first:20)"
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "VoteList_votes",
                "kind": "LinkedHandle",
                "name": "votes"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RequestAction",
                "kind": "LinkedField",
                "name": "actions",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "action",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "moderator",
                    "plural": false,
                    "selections": (v12/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Request",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "071961160989cba4e23bdb6ea7ea1da0",
    "id": null,
    "metadata": {},
    "name": "useModerateRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useModerateRequestMutation(\n  $input: ModerateRequestInput!\n) {\n  moderateRequest(input: $input) {\n    __typename\n    ... on Request {\n      id\n      game {\n        id\n        databaseId\n      }\n      ...RequestSummary_request\n      ...VotePanel_request\n      ...VoteList_request\n      ...ModeratorActions_request\n      ...ActionList_request\n    }\n    ... on RequestClosedError {\n      closed\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n\nfragment ActionList_request on Request {\n  actions {\n    id\n    action\n    createdAt\n    moderator {\n      username\n      displayName\n      id\n    }\n  }\n}\n\nfragment ModeratorActions_request on Request {\n  id\n  status\n  resetCount\n}\n\nfragment RequestSummary_request on Request {\n  type\n  status\n  reason\n  createdAt\n  expiresAt\n  resolvedAt\n  resolutionNote\n  resetCount\n  daysRemaining\n  approvals\n  rejections\n  approvalPercentage\n  submitter {\n    username\n    displayName\n    trustScore\n    id\n  }\n}\n\nfragment VoteList_request on Request {\n  votes(first: 20) {\n    edges {\n      node {\n        id\n        value\n        updatedAt\n        user {\n          username\n          displayName\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment VotePanel_request on Request {\n  id\n  votingOpen\n  viewerCanVote\n  viewerVote\n}\n"
  }
};
})();

(node as any).hash = "8e072fe050530a5d75bbfb6e0dead5e5";

export default node;
