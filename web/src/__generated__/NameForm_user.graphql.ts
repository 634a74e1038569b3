/**
 * @generated SignedSource<<e0c7ba5a2a83fbbfccb6002e47213a55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NameForm_user$data = {
  readonly displayName: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "NameForm_user";
};
export type NameForm_user$key = {
  readonly " $data"?: NameForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NameForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NameForm_user",
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
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1bad4879f6f2867379da4d6125d7dc44";

export default node;
