/**
 * @generated SignedSource<<7d8906d5dbefc69e6caf86a09a0f9d6a>>
 * @relayHash 829f233e5ccb463d2bb293c9e23b26cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d35dd13165bb208027bc9d0710a9be8f5c539ec48ab54dde489b5110e949bc31

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsScreenQuery$variables = Record<PropertyKey, never>;
export type SettingsScreenQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountSection_user" | "ApiKeysSection_user" | "EmailNotificationsSection_user" | "ProfileSettingsSection_user">;
  } | null | undefined;
};
export type SettingsScreenQuery = {
  response: SettingsScreenQuery$data;
  variables: SettingsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EmailNotificationsSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileSettingsSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ApiKeysSection_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SettingsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Session",
            "kind": "LinkedField",
            "name": "sessions",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastSeenAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userAgent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profileVisibility",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hiddenSectionsSetting",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "favouriteGame",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Console",
                "kind": "LinkedField",
                "name": "console",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiKey",
            "kind": "LinkedField",
            "name": "apiKeys",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayPrefix",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scopes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "quotaPerSecond",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "829f233e5ccb463d2bb293c9e23b26cf",
    "id": "d35dd13165bb208027bc9d0710a9be8f5c539ec48ab54dde489b5110e949bc31",
    "metadata": {},
    "name": "SettingsScreenQuery",
    "operationKind": "query",
    "text": "query SettingsScreenQuery {\n  viewer {\n    ...EmailNotificationsSection_user\n    ...AccountSection_user\n    ...ProfileSettingsSection_user\n    ...ApiKeysSection_user\n    id\n  }\n}\n\nfragment AccountSection_user on User {\n  username\n  ...SessionList_user\n}\n\nfragment ApiKeyItem_apiKey on ApiKey {\n  id\n  name\n  displayPrefix\n  scopes\n  createdAt\n  lastUsedAt\n  quotaPerSecond\n}\n\nfragment ApiKeysSection_user on User {\n  apiKeys {\n    id\n    ...ApiKeyItem_apiKey\n  }\n}\n\nfragment EmailNotificationsSection_user on User {\n  id\n  emailPreferences {\n    enabled\n    collectionGameRequest\n    requestApproved\n    requestExpired\n    moderatorUpdates\n    security\n    wantedForTrade\n  }\n}\n\nfragment ProfileSettingsSection_user on User {\n  profileVisibility\n  hiddenSectionsSetting\n  favouriteGame {\n    id\n    title\n    console {\n      name\n      id\n    }\n  }\n}\n\nfragment SessionList_user on User {\n  sessions {\n    id\n    lastSeenAt\n    userAgent\n    current\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "f92c6eac8a962b009b6ce8bab3368891";

export default node;
