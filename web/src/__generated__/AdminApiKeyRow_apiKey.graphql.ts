/**
 * @generated SignedSource<<8f51e3ab9344db1a1ba4e294c3feef1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminApiKeyRow_apiKey$data = {
  readonly displayPrefix: string;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly owner: {
    readonly username: string;
  };
  readonly quotaOverride: number | null | undefined;
  readonly quotaPerSecond: number;
  readonly " $fragmentType": "AdminApiKeyRow_apiKey";
};
export type AdminApiKeyRow_apiKey$key = {
  readonly " $data"?: AdminApiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminApiKeyRow_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminApiKeyRow_apiKey",
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
      "name": "lastUsedAt",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "767ce68dd79fee085832a7fac3dc23dd";

export default node;
