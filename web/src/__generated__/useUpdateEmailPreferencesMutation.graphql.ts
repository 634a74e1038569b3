/**
 * @generated SignedSource<<24c9284fde3f70ca81172e852ac18b8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailPreferencesInput = {
  collectionGameRequest: boolean;
  enabled: boolean;
  moderatorUpdates: boolean;
  requestApproved: boolean;
  requestExpired: boolean;
  security: boolean;
};
export type useUpdateEmailPreferencesMutation$variables = {
  input: EmailPreferencesInput;
};
export type useUpdateEmailPreferencesMutation$data = {
  readonly updateEmailPreferences: {
    readonly emailPreferences: {
      readonly collectionGameRequest: boolean;
      readonly enabled: boolean;
      readonly moderatorUpdates: boolean;
      readonly requestApproved: boolean;
      readonly requestExpired: boolean;
      readonly security: boolean;
    } | null | undefined;
    readonly id: string;
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
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateEmailPreferences",
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
          }
        ],
        "storageKey": null
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
    "cacheID": "15b98578713e30cdb0623443ef7902a2",
    "id": null,
    "metadata": {},
    "name": "useUpdateEmailPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateEmailPreferencesMutation(\n  $input: EmailPreferencesInput!\n) {\n  updateEmailPreferences(input: $input) {\n    id\n    emailPreferences {\n      enabled\n      collectionGameRequest\n      requestApproved\n      requestExpired\n      moderatorUpdates\n      security\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98b854bab43c565ae85e72ed0865b538";

export default node;
