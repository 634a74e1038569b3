/**
 * @generated SignedSource<<95013e87be61b6223faeafaea2703a31>>
 * @relayHash d0a6ef707b7da5bf9f68ac8562ddfb94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dfeb4b347c058074405d399973ba85667d72e6ff90f5b631cdd745d92a3af1a0

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
    "id": "dfeb4b347c058074405d399973ba85667d72e6ff90f5b631cdd745d92a3af1a0",
    "metadata": {},
    "name": "useUpdateLocaleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdc285e7065d3c757057bbbbca47633e";

export default node;
