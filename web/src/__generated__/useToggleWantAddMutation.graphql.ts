/**
 * @generated SignedSource<<af27d461074bc520cc7bad0a19b8d1f1>>
 * @relayHash 55eb33376499d8f3ef47f99f387b92c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb88149ff7bb9eed22a1f675da16ac5f9093dfc8c76acde0d03222f56712643e

import { ConcreteRequest } from 'relay-runtime';
export type WantVersionInput = {
  currency?: string | null | undefined;
  maxPriceCents?: number | null | undefined;
  versionId: string;
};
export type useToggleWantAddMutation$variables = {
  input: WantVersionInput;
};
export type useToggleWantAddMutation$data = {
  readonly wantVersion: {
    readonly __typename: "MutationWantVersionSuccess";
    readonly data: {
      readonly version: {
        readonly id: string;
        readonly viewerWants: ReadonlyArray<{
          readonly id: string;
        }>;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useToggleWantAddMutation = {
  response: useToggleWantAddMutation$data;
  variables: useToggleWantAddMutation$variables;
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
v2 = [
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
    "name": "wantVersion",
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
            "concreteType": "WantVersionPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Version",
                "kind": "LinkedField",
                "name": "version",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WantedVersion",
                    "kind": "LinkedField",
                    "name": "viewerWants",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationWantVersionSuccess",
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
    "name": "useToggleWantAddMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useToggleWantAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "cb88149ff7bb9eed22a1f675da16ac5f9093dfc8c76acde0d03222f56712643e",
    "metadata": {},
    "name": "useToggleWantAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69a843f1b6e378740b2c3684e711ff7f";

export default node;
