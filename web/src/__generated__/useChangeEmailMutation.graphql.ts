/**
 * @generated SignedSource<<0ab30f9f40e4f0ad942bca0f8939a717>>
 * @relayHash 17630896189b1f88c898f2b911089b8b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07c97ddeb93f2dfb4f87ef9db3203a8ccb25b6bad5529e26bc090528bb83147f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangeEmailInput = {
  currentEmail: string;
  newEmail: string;
  password: string;
};
export type useChangeEmailMutation$variables = {
  input: ChangeEmailInput;
};
export type useChangeEmailMutation$data = {
  readonly changeEmail: {
    readonly __typename: "MutationChangeEmailSuccess";
    readonly data: {
      readonly " $fragmentSpreads": FragmentRefs<"EmailForm_user">;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChangeEmailMutation = {
  response: useChangeEmailMutation$data;
  variables: useChangeEmailMutation$variables;
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeEmail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EmailForm_user"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationChangeEmailSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useChangeEmailMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeEmail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "MutationChangeEmailSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17630896189b1f88c898f2b911089b8b",
    "id": "07c97ddeb93f2dfb4f87ef9db3203a8ccb25b6bad5529e26bc090528bb83147f",
    "metadata": {},
    "name": "useChangeEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeEmailMutation(\n  $input: ChangeEmailInput!\n) {\n  changeEmail(input: $input) {\n    __typename\n    ... on MutationChangeEmailSuccess {\n      data {\n        ...EmailForm_user\n        id\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n}\n\nfragment EmailForm_user on User {\n  email\n}\n"
  }
};
})();

(node as any).hash = "399c319a80a6167538fda04e055e7bd6";

export default node;
