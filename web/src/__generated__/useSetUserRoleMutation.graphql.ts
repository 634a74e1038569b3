/**
 * @generated SignedSource<<b9fc4a213376ffe46d841e0a69ccfdee>>
 * @relayHash b68581f9b412a8fac46341c1fd1d420f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb7ed0adaa1b66c5a70595976a33495ed71258029841dc13e81d54bffea4b29d

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MODERATOR" | "USER" | "%future added value";
export type SetUserRoleInput = {
  role: Role;
  userId: string;
};
export type useSetUserRoleMutation$variables = {
  input: SetUserRoleInput;
};
export type useSetUserRoleMutation$data = {
  readonly setUserRole: {
    readonly __typename: "MutationSetUserRoleSuccess";
    readonly data: {
      readonly id: string;
      readonly role: Role;
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
export type useSetUserRoleMutation = {
  response: useSetUserRoleMutation$data;
  variables: useSetUserRoleMutation$variables;
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
    "name": "setUserRole",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetUserRoleSuccess",
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
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetUserRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eb7ed0adaa1b66c5a70595976a33495ed71258029841dc13e81d54bffea4b29d",
    "metadata": {},
    "name": "useSetUserRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f67dbd7a26aa46fb5ed45bd678ee4f82";

export default node;
