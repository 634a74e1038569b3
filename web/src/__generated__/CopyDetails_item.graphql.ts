/**
 * @generated SignedSource<<c2a979aecde9a71a95eecc7c1c0dc011>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CopyCondition = "FAIR" | "GOOD" | "MINT" | "POOR" | "SEALED" | "VERY_GOOD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CopyDetails_item$data = {
  readonly acquiredOn: any | null | undefined;
  readonly condition: CopyCondition | null | undefined;
  readonly currency: string | null | undefined;
  readonly hasBox: boolean;
  readonly hasManual: boolean;
  readonly hasMedium: boolean;
  readonly notes: string | null | undefined;
  readonly otherInserts: string | null | undefined;
  readonly pricePaidCents: number | null | undefined;
  readonly " $fragmentType": "CopyDetails_item";
};
export type CopyDetails_item$key = {
  readonly " $data"?: CopyDetails_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CopyDetails_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CopyDetails_item",
  "selections": [
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

(node as any).hash = "bc4833be427bc6606f60032cc9bb5139";

export default node;
