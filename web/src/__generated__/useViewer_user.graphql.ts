/**
 * @generated SignedSource<<c695f0b156a865c18bc87635cb976e8c>>
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
  readonly emailVerified: boolean | null | undefined;
  readonly id: string;
  readonly locale: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8fcb4cf462eea9cf40c0d05f32c8080d";

export default node;
