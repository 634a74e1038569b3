/**
 * @generated SignedSource<<4db9bd16aa9178b21bd22e2b85efa417>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleRow_console$data = {
  readonly manufacturer: string;
  readonly name: string;
  readonly releaseDate: any | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleEditRow_console">;
  readonly " $fragmentType": "ConsoleRow_console";
};
export type ConsoleRow_console$key = {
  readonly " $data"?: ConsoleRow_console$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleRow_console">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsoleRow_console",
  "selections": [
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsoleEditRow_console"
    }
  ],
  "type": "Console",
  "abstractKey": null
};

(node as any).hash = "dc9fedc25bb5c652b8711fabba88fd67";

export default node;
