/**
 * @generated SignedSource<<21d7e37b4b717b96fe54897c4cc081e1>>
 * @relayHash 07c258c3bf0a084de8bbe19ccb2bcacd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2187059c9e486a3275d33edde513263372ca7dc29580870e7a0b85642d272725

import { ConcreteRequest } from 'relay-runtime';
export type SubmitDeleteRequestInput = {
  gameId: string;
  reason: string;
};
export type useSubmitDeleteRequestMutation$variables = {
  input: SubmitDeleteRequestInput;
};
export type useSubmitDeleteRequestMutation$data = {
  readonly submitDeleteRequest: {
    readonly __typename: "EmailNotVerifiedError";
    readonly message: string;
  } | {
    readonly __typename: "MutationSubmitDeleteRequestSuccess";
    readonly data: {
      readonly databaseId: number;
      readonly game: {
        readonly id: string;
        readonly pendingRequests: number;
      } | null | undefined;
      readonly id: string;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly field: string;
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly limit: number | null | undefined;
      readonly message: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSubmitDeleteRequestMutation = {
  response: useSubmitDeleteRequestMutation$data;
  variables: useSubmitDeleteRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "submitDeleteRequest",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Request",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "game",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pendingRequests",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSubmitDeleteRequestSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*:: as any*/)
        ],
        "type": "EmailNotVerifiedError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitDeleteRequestMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitDeleteRequestMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "2187059c9e486a3275d33edde513263372ca7dc29580870e7a0b85642d272725",
    "metadata": {},
    "name": "useSubmitDeleteRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e2310c64619ed9ca8432d66399e8928";

export default node;
