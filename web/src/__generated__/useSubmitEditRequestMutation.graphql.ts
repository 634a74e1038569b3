/**
 * @generated SignedSource<<fed14341d190c21381cf258b3a169665>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    readonly __typename: string;
    readonly databaseId?: number;
    readonly fieldErrors?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly game?: {
      readonly id: string;
      readonly pendingRequests: number;
    } | null | undefined;
    readonly id?: string;
    readonly message?: string;
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
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
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
        (v3/*:: as any*/),
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
  "type": "Request",
  "abstractKey": null
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
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
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
          "name": "code",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitEditRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitEditRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
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
    "name": "useSubmitEditRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitEditRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
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
    "cacheID": "76c6e5da2443499c4c652b6ca7c8e191",
    "id": null,
    "metadata": {},
    "name": "useSubmitEditRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitEditRequestMutation(\n  $input: SubmitEditRequestInput!\n) {\n  submitEditRequest(input: $input) {\n    __typename\n    ... on Request {\n      id\n      databaseId\n      game {\n        id\n        pendingRequests\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on Node {\n      __isNode: __typename\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "75e72162e0bc65e34cb8a4f80635f1db";

export default node;
