/**
 * @generated SignedSource<<a0fc92f174ea33c7f5e3be072f5f90b7>>
 * @relayHash a3e2fc823106ee2b60040c42d4efbffa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7eb3e11c4d78d345f7133d27f97d5df9faa2a4570d3db0615fa40416d521da16

import { ConcreteRequest } from 'relay-runtime';
export type Region = "NTSC_J" | "NTSC_U" | "OTHER" | "PAL" | "%future added value";
export type SubmitEditRequestInput = {
  game: GameInput;
  gameId: string;
  reason: string;
};
export type GameInput = {
  consoleId: string;
  title: string;
  versions: ReadonlyArray<VersionInput>;
};
export type VersionInput = {
  backImageId?: string | null | undefined;
  barcode?: string | null | undefined;
  boxArtUrl?: string | null | undefined;
  country?: string | null | undefined;
  developers: ReadonlyArray<string>;
  frontImageId?: string | null | undefined;
  id?: string | null | undefined;
  mediumImageId?: string | null | undefined;
  publishers: ReadonlyArray<string>;
  region: Region;
  releaseDate: string;
  revision: string;
  title: string;
};
export type useSubmitEditRequestMutation$variables = {
  input: SubmitEditRequestInput;
};
export type useSubmitEditRequestMutation$data = {
  readonly submitEditRequest: {
    readonly __typename: "EmailNotVerifiedError";
    readonly message: string;
  } | {
    readonly __typename: "MutationSubmitEditRequestSuccess";
    readonly data: {
      readonly databaseId: number;
      readonly game: {
        readonly id: string;
        readonly pendingRequests: number;
      } | null | undefined;
      readonly id: string;
    };
  } | {
    readonly __typename: "NoChangesError";
    readonly message: string;
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
export type useSubmitEditRequestMutation = {
  response: useSubmitEditRequestMutation$data;
  variables: useSubmitEditRequestMutation$variables;
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
  (v3/*:: as any*/)
],
v5 = [
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
    "name": "submitEditRequest",
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
        "type": "MutationSubmitEditRequestSuccess",
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
        "selections": (v4/*:: as any*/),
        "type": "NoChangesError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v4/*:: as any*/),
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
    "name": "useSubmitEditRequestMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitEditRequestMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "7eb3e11c4d78d345f7133d27f97d5df9faa2a4570d3db0615fa40416d521da16",
    "metadata": {},
    "name": "useSubmitEditRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b3a872427933ed8cc381668cead82410";

export default node;
