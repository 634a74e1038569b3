/**
 * @generated SignedSource<<6a2d67c286925af2dadb076c29c9543d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "MODERATOR" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useViewer_user$data = {
  readonly databaseId: number;
  readonly displayName: string | null | undefined;
  readonly id: string;
  readonly role: Role;
  readonly username: string;
  readonly " $fragmentType": "useViewer_user";
};
export type useViewer_user$key = {
  readonly " $data"?: useViewer_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useViewer_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useViewer_user",
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
      "name": "databaseId",
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
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "362442892e17213932e3dad2e184e891";

export default node;
