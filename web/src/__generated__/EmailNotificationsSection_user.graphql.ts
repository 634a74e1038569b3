/**
 * @generated SignedSource<<87a5bf5c3738f81e96f7eb4c8ff80bf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailNotificationsSection_user$data = {
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
  readonly " $fragmentType": "EmailNotificationsSection_user";
};
export type EmailNotificationsSection_user$key = {
  readonly " $data"?: EmailNotificationsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailNotificationsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailNotificationsSection_user",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2c19c1ddef69bdbc2183bab80ffece3d";

export default node;
