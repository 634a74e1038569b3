/**
 * @generated SignedSource<<c8e720b80a9996c2f3073f53c6a792f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyScope = "COLLECTION" | "READ" | "WEBHOOKS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyItem_apiKey$data = {
  readonly createdAt: any;
  readonly displayPrefix: string;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly quotaPerSecond: number;
  readonly scopes: ReadonlyArray<ApiKeyScope>;
  readonly " $fragmentType": "ApiKeyItem_apiKey";
};
export type ApiKeyItem_apiKey$key = {
  readonly " $data"?: ApiKeyItem_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyItem_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyItem_apiKey",
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
      "name": "name",
      "storageKey": null
    },
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
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "06491e74df44330e53053bb21bedc088";

export default node;
