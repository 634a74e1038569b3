/**
 * @generated SignedSource<<1a30a2c98a73106711196b8a663c4846>>
 * @relayHash 3b9df93e106955ebef6a1c2afd09cfeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc2273fe9ba41dca1c555bad7288bc38f7cabe3162e529c91cfe46aed03cca61

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
    readonly __typename: "MutationSendImportantEmailSuccess";
    readonly data: {
      readonly recipients: number;
    };
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
            "concreteType": "ImportantEmailPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recipients",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSendImportantEmailSuccess",
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
              },
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
    "id": "cc2273fe9ba41dca1c555bad7288bc38f7cabe3162e529c91cfe46aed03cca61",
    "metadata": {},
    "name": "useSendImportantEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4ac142e783da6c13910d36484d9cc8e";

export default node;
