/**
 * @generated SignedSource<<53b2ee0a4269bffba41df9450b5fa90b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailForm_user$data = {
  readonly email: string | null | undefined;
  readonly " $fragmentType": "EmailForm_user";
};
export type EmailForm_user$key = {
  readonly " $data"?: EmailForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2873335eca75dda0a7a5c0e26157b7ba";

export default node;
