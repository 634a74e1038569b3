/**
 * @generated SignedSource<<32ae242d9bf5b294d4b75e60cc51b825>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateLocaleInput = {
  locale: string;
};
export type useUpdateLocaleMutation$variables = {
  input: UpdateLocaleInput;
};
export type useUpdateLocaleMutation$data = {
  readonly updateLocale: {
    readonly __typename: "MutationUpdateLocaleSuccess";
    readonly data: {
      readonly id: string;
      readonly locale: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateLocaleMutation = {
  response: useUpdateLocaleMutation$data;
  variables: useUpdateLocaleMutation$variables;
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
    "name": "updateLocale",
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
                "name": "locale",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateLocaleSuccess",
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
    "name": "useUpdateLocaleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateLocaleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d0a6ef707b7da5bf9f68ac8562ddfb94",
    "id": null,
    "metadata": {},
    "name": "useUpdateLocaleMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateLocaleMutation(\n  $input: UpdateLocaleInput!\n) {\n  updateLocale(input: $input) {\n    __typename\n    ... on MutationUpdateLocaleSuccess {\n      data {\n        id\n        locale\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cdc285e7065d3c757057bbbbca47633e";

export default node;
