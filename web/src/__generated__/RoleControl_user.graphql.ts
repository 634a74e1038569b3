/**
 * @generated SignedSource<<70953129727977ed850e401b49a8f89f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "MODERATOR" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RoleControl_user$data = {
  readonly id: string;
  readonly role: Role;
  readonly username: string;
  readonly " $fragmentType": "RoleControl_user";
};
export type RoleControl_user$key = {
  readonly " $data"?: RoleControl_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleControl_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleControl_user",
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
      "name": "username",
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

(node as any).hash = "fb6bc862093e4aadb63065f5e9a5e3d9";

export default node;
