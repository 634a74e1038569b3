/**
 * @generated SignedSource<<de5fe2a002b175930714a0f07a3e56b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeysSection_user$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ApiKeyItem_apiKey">;
  }> | null | undefined;
  readonly " $fragmentType": "ApiKeysSection_user";
};
export type ApiKeysSection_user$key = {
  readonly " $data"?: ApiKeysSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeysSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeysSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiKey",
      "kind": "LinkedField",
      "name": "apiKeys",
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
          "name": "ApiKeyItem_apiKey"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fc4c66381c18beeb17da9c38dabd3b14";

export default node;
