/**
 * @generated SignedSource<<819a1e9d1f0d849e07f31bf31e827ce7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactMessageInput = {
  email: string;
  message: string;
  name: string;
  subject: string;
};
export type useSendContactMessageMutation$variables = {
  input: ContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly __typename: "MutationSendContactMessageSuccess";
    readonly data: {
      readonly replyWithinWeeks: number;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
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
  "name": "message",
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
    "name": "sendContactMessage",
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
            "concreteType": "ContactMessageSent",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "replyWithinWeeks",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendContactMessageSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
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
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a1db06d99abd646fbb2f9c8b33d6de2d",
    "id": null,
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": "mutation useSendContactMessageMutation(\n  $input: ContactMessageInput!\n) {\n  sendContactMessage(input: $input) {\n    __typename\n    ... on MutationSendContactMessageSuccess {\n      data {\n        replyWithinWeeks\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "75c3a7a693afbb9669c23541289cbba5";

export default node;
