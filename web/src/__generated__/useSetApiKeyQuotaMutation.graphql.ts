/**
 * @generated SignedSource<<38d0b409e366698faa79edbeb7e24f49>>
 * @relayHash b1faec7e79c49fd6ee54f49521674bf7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7f345e79448b907ae5d7d9d7bd715e8fe674b5dbdaf8a5bd13e6e3b074b81090

import { ConcreteRequest } from 'relay-runtime';
export type SetApiKeyQuotaInput = {
  apiKeyId: string;
  quotaPerSecond?: number | null | undefined;
};
export type useSetApiKeyQuotaMutation$variables = {
  input: SetApiKeyQuotaInput;
};
export type useSetApiKeyQuotaMutation$data = {
  readonly setApiKeyQuota: {
    readonly __typename: "MutationSetApiKeyQuotaSuccess";
    readonly data: {
      readonly id: string;
      readonly quotaOverride: number | null | undefined;
      readonly quotaPerSecond: number;
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
export type useSetApiKeyQuotaMutation = {
  response: useSetApiKeyQuotaMutation$data;
  variables: useSetApiKeyQuotaMutation$variables;
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
    "name": "setApiKeyQuota",
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
            "concreteType": "ApiKey",
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
                "name": "quotaPerSecond",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quotaOverride",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetApiKeyQuotaSuccess",
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
    "name": "useSetApiKeyQuotaMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetApiKeyQuotaMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7f345e79448b907ae5d7d9d7bd715e8fe674b5dbdaf8a5bd13e6e3b074b81090",
    "metadata": {},
    "name": "useSetApiKeyQuotaMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "63971b1b33a9556860f6092d0d3e193a";

export default node;
