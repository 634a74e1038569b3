/**
 * @generated SignedSource<<cba3c17ef0e2525004647d1a08a52504>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookItem_webhook$data = {
  readonly events: ReadonlyArray<string>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryLog_webhook">;
  readonly " $fragmentType": "WebhookItem_webhook";
};
export type WebhookItem_webhook$key = {
  readonly " $data"?: WebhookItem_webhook$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookItem_webhook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookItem_webhook",
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
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WebhookDeliveryLog_webhook"
    }
  ],
  "type": "Webhook",
  "abstractKey": null
};

(node as any).hash = "72a41c5df8b80d8295fe949d14e97c96";

export default node;
