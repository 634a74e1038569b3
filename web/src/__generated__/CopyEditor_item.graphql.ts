/**
 * @generated SignedSource<<1263819fd2c393fab485bdd194fc984c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CopyEditor_item$data = {
  readonly acquiredOn: any | null | undefined;
  readonly condition: CopyCondition | null | undefined;
  readonly currency: string | null | undefined;
  readonly hasBox: boolean;
  readonly hasManual: boolean;
  readonly hasMedium: boolean;
  readonly id: string;
  readonly notes: string | null | undefined;
  readonly otherInserts: string | null | undefined;
  readonly pricePaidCents: number | null | undefined;
  readonly " $fragmentType": "CopyEditor_item";
};
export type CopyEditor_item$key = {
  readonly " $data"?: CopyEditor_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CopyEditor_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CopyEditor_item",
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
      "name": "condition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasBox",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasManual",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasMedium",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherInserts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePaidCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acquiredOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    }
  ],
  "type": "CollectionItem",
  "abstractKey": null
};

(node as any).hash = "6d5c3a1285b23453e7c8112176e3b463";

export default node;
