/**
 * @generated SignedSource<<56461d62866c612fe3a30e9754538982>>
 * @relayHash dbfa492e1c5fe69431fc3d1d93bb5f4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 901810e978abdf87b1ad4f1e31e7fc66a2773a0657c7b573a3b35930a4cb2ac5

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
    readonly __typename: "MutationDeleteDevTalkPostSuccess";
    readonly data: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
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
  "name": "data",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
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
            "type": "MutationDeleteDevTalkPostSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
                "name": "data",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "MutationDeleteDevTalkPostSuccess",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "901810e978abdf87b1ad4f1e31e7fc66a2773a0657c7b573a3b35930a4cb2ac5",
    "metadata": {},
    "name": "useDeleteDevTalkPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cbcb357674ebbe6db72cf9c87b94327e";

export default node;
