/**
 * @generated SignedSource<<bd2cf523fbbd0ea828d9b2099c857843>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhooksSection_user$data = {
  readonly webhooks: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookItem_webhook">;
  }> | null | undefined;
  readonly " $fragmentType": "WebhooksSection_user";
};
export type WebhooksSection_user$key = {
  readonly " $data"?: WebhooksSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhooksSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhooksSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Webhook",
      "kind": "LinkedField",
      "name": "webhooks",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookItem_webhook"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8ea8fe56f7919b7088fd91b290b8a756";

export default node;
