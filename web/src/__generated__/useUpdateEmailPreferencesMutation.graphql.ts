/**
 * @generated SignedSource<<280b73582eaf1aed339128ede7282ba3>>
 * @relayHash e2a1295f89bb20ade665388edc57013c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62adbb25b45a800b2339c7f0f6e86f26f7824c69f5f7e432133f8ddf0d34f207

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreferencesInput = {
  collectionGameRequest: boolean;
  enabled: boolean;
  moderatorUpdates: boolean;
  requestApproved: boolean;
  requestExpired: boolean;
  security: boolean;
  wantedForTrade?: boolean | null | undefined;
};
export type useUpdateEmailPreferencesMutation$variables = {
  input: EmailPreferencesInput;
};
export type useUpdateEmailPreferencesMutation$data = {
  readonly updateEmailPreferences: {
    readonly __typename: "MutationUpdateEmailPreferencesSuccess";
    readonly data: {
      readonly emailPreferences: {
        readonly collectionGameRequest: boolean;
        readonly enabled: boolean;
        readonly moderatorUpdates: boolean;
        readonly requestApproved: boolean;
        readonly requestExpired: boolean;
        readonly security: boolean;
        readonly wantedForTrade: boolean;
      } | null | undefined;
      readonly id: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateEmailPreferencesMutation = {
  response: useUpdateEmailPreferencesMutation$data;
  variables: useUpdateEmailPreferencesMutation$variables;
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
    "name": "updateEmailPreferences",
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
                "concreteType": "EmailPreferences",
                "kind": "LinkedField",
                "name": "emailPreferences",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "collectionGameRequest",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestApproved",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestExpired",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "moderatorUpdates",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "security",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wantedForTrade",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateEmailPreferencesSuccess",
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
    "name": "useUpdateEmailPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEmailPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "62adbb25b45a800b2339c7f0f6e86f26f7824c69f5f7e432133f8ddf0d34f207",
    "metadata": {},
    "name": "useUpdateEmailPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89eff3552b9c1fba076a4a507f798ce7";

export default node;
