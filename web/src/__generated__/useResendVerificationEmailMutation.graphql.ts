/**
 * @generated SignedSource<<aa95f95b138f776c2be4ad7a2c7a0485>>
 * @relayHash 2aab6dcb6317c8b004a20df92fa62c49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44d2a2cac821886fde2039d57a47225639895ef50ca5adc4d5803cc192423990

import { ConcreteRequest } from 'relay-runtime';
export type useResendVerificationEmailMutation$variables = Record<PropertyKey, never>;
export type useResendVerificationEmailMutation$data = {
  readonly resendVerificationEmail: {
    readonly __typename: "MutationResendVerificationEmailSuccess";
    readonly data: {
      readonly validHours: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useResendVerificationEmailMutation = {
  response: useResendVerificationEmailMutation$data;
  variables: useResendVerificationEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerificationEmail",
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
            "concreteType": "VerificationMailSent",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validHours",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationResendVerificationEmailSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useResendVerificationEmailMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useResendVerificationEmailMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "44d2a2cac821886fde2039d57a47225639895ef50ca5adc4d5803cc192423990",
    "metadata": {},
    "name": "useResendVerificationEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6749fe370f185d629c6a879e505210e2";

export default node;
