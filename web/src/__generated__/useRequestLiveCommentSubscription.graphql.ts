/**
 * @generated SignedSource<<e5317bae0b40dae766e0a49d596cdb27>>
 * @relayHash 3be65781519e2651e064b50eada2e272
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68650e8559aec2c0dfcc17cb1927389fd77b59d002e4b1fbb7f9702d8b82b5c3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRequestLiveCommentSubscription$variables = {
  connections: ReadonlyArray<string>;
  requestId: string;
};
export type useRequestLiveCommentSubscription$data = {
  readonly commentAdded: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CommentItem_comment">;
  };
};
export type useRequestLiveCommentSubscription = {
  response: useRequestLiveCommentSubscription$data;
  variables: useRequestLiveCommentSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "requestId",
    "variableName": "requestId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestLiveCommentSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "commentAdded",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommentItem_comment"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRequestLiveCommentSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Comment",
        "kind": "LinkedField",
        "name": "commentAdded",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": null,
        "handle": "appendNode",
        "key": "",
        "kind": "LinkedHandle",
        "name": "commentAdded",
        "handleArgs": [
          {
            "kind": "Variable",
            "name": "connections",
            "variableName": "connections"
          },
          {
            "kind": "Literal",
            "name": "edgeTypeName",
            "value": "RequestCommentEdge"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3be65781519e2651e064b50eada2e272",
    "id": "68650e8559aec2c0dfcc17cb1927389fd77b59d002e4b1fbb7f9702d8b82b5c3",
    "metadata": {},
    "name": "useRequestLiveCommentSubscription",
    "operationKind": "subscription",
    "text": "subscription useRequestLiveCommentSubscription(\n  $requestId: ID!\n) {\n  commentAdded(requestId: $requestId) {\n    id\n    ...CommentItem_comment\n  }\n}\n\nfragment CommentItem_comment on Comment {\n  body\n  createdAt\n  author {\n    username\n    displayName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "341b47446fcf905ef1eddc76f2c8f193";

export default node;
