/**
 * @generated SignedSource<<c7931796254caf07997c46743dde67b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDevTalkPostInput = {
  id: string;
};
export type useDeleteDevTalkPostMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteDevTalkPostInput;
};
export type useDeleteDevTalkPostMutation$data = {
  readonly deleteDevTalkPost: {
    readonly __typename: "DeleteDevTalkPostPayload";
    readonly deletedId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useDeleteDevTalkPostMutation = {
  response: useDeleteDevTalkPostMutation$data;
  variables: useDeleteDevTalkPostMutation$variables;
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
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
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
    "name": "useDeleteDevTalkPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteDevTalkPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "DeleteDevTalkPostPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteDevTalkPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteDevTalkPost",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "DeleteDevTalkPostPayload",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fc7abf32871217703b9e98f715be4778",
    "id": null,
    "metadata": {},
    "name": "useDeleteDevTalkPostMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteDevTalkPostMutation(\n  $input: DeleteDevTalkPostInput!\n) {\n  deleteDevTalkPost(input: $input) {\n    __typename\n    ... on DeleteDevTalkPostPayload {\n      deletedId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ec4662577444f1594e8fa31b98305a3";

export default node;
