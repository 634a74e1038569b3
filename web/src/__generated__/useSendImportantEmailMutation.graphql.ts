/**
 * @generated SignedSource<<6cae2abc04b52e114606a968ae9580c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendImportantEmailInput = {
  body: string;
  subject: string;
};
export type useSendImportantEmailMutation$variables = {
  input: SendImportantEmailInput;
};
export type useSendImportantEmailMutation$data = {
  readonly sendImportantEmail: {
    readonly __typename: "ImportantEmailPayload";
    readonly recipients: number;
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
export type useSendImportantEmailMutation = {
  response: useSendImportantEmailMutation$data;
  variables: useSendImportantEmailMutation$variables;
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
    "name": "sendImportantEmail",
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
            "kind": "ScalarField",
            "name": "recipients",
            "storageKey": null
          }
        ],
        "type": "ImportantEmailPayload",
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
    "name": "useSendImportantEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendImportantEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f89fbc128a0ec5aa6798a2e30fe74715",
    "id": null,
    "metadata": {},
    "name": "useSendImportantEmailMutation",
    "operationKind": "mutation",
    "text": "mutation useSendImportantEmailMutation(\n  $input: SendImportantEmailInput!\n) {\n  sendImportantEmail(input: $input) {\n    __typename\n    ... on ImportantEmailPayload {\n      recipients\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1912855899283c4cb3c762880c70d628";

export default node;
