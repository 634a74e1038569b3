/**
 * @generated SignedSource<<8cdf1f3d312d3ae878632450bf15bf36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OutboxMailItem_mail$data = {
  readonly createdAt: any;
  readonly kind: string;
  readonly sentAt: any | null | undefined;
  readonly subject: string;
  readonly text: string;
  readonly to: string;
  readonly " $fragmentType": "OutboxMailItem_mail";
};
export type OutboxMailItem_mail$key = {
  readonly " $data"?: OutboxMailItem_mail$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutboxMailItem_mail">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutboxMailItem_mail",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "name": "sentAt",
      "storageKey": null
    }
  ],
  "type": "OutboxMail",
  "abstractKey": null
};

(node as any).hash = "6d11993afaaea8999c9036b72294c303";

export default node;
