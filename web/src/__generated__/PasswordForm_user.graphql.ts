/**
 * @generated SignedSource<<aa50ebac6a46fed1a227c77231a27bbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasswordForm_user$data = {
  readonly email: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "PasswordForm_user";
};
export type PasswordForm_user$key = {
  readonly " $data"?: PasswordForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasswordForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasswordForm_user",
  "selections": [
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
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3349ab764fd6cb9018d9a331e9b00748";

export default node;
