/**
 * @generated SignedSource<<fa7e97e0d7c5832daaf14d85fe688915>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevTalkByline_post$data = {
  readonly author: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  } | null | undefined;
  readonly editedAt: any | null | undefined;
  readonly published: boolean;
  readonly publishedAt: any | null | undefined;
  readonly updatedAt: any;
  readonly " $fragmentType": "DevTalkByline_post";
};
export type DevTalkByline_post$key = {
  readonly " $data"?: DevTalkByline_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevTalkByline_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevTalkByline_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
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
      "storageKey": null
    }
  ],
  "type": "DevTalkPost",
  "abstractKey": null
};

(node as any).hash = "506bb62b4b42ece62827fc53e1e1fecc";

export default node;
