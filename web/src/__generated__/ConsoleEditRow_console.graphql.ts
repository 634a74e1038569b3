/**
 * @generated SignedSource<<d4946075f3e9e4b7ed24e225749efb91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleEditRow_console$data = {
  readonly databaseId: number;
  readonly id: string;
  readonly manufacturer: string;
  readonly name: string;
  readonly releaseDate: any | null | undefined;
  readonly " $fragmentType": "ConsoleEditRow_console";
};
export type ConsoleEditRow_console$key = {
  readonly " $data"?: ConsoleEditRow_console$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleEditRow_console">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsoleEditRow_console",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manufacturer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    }
  ],
  "type": "Console",
  "abstractKey": null
};

(node as any).hash = "e995e5adcc8b18f30a78630fc6d86b40";

export default node;
