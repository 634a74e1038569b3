/**
 * @generated SignedSource<<929bc56f2be2ccaf16ebc161ab10583f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CollectorLevel = "ARCHIVIST" | "AVID" | "BEGINNER" | "CASUAL" | "CONNOISSEUR" | "DEDICATED" | "ENTHUSIAST" | "EXPERT" | "GOD" | "HISTORIAN" | "LEGENDARY" | "MASTER" | "NOVICE" | "SCHOLAR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CollectorLevel_user$data = {
  readonly collectorLevel: {
    readonly copies: number;
    readonly level: CollectorLevel;
    readonly levelStart: number;
    readonly nextLevel: CollectorLevel | null | undefined;
    readonly nextLevelAt: number | null | undefined;
    readonly rank: number;
  } | null | undefined;
  readonly " $fragmentType": "CollectorLevel_user";
};
export type CollectorLevel_user$key = {
  readonly " $data"?: CollectorLevel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CollectorLevel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CollectorLevel_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CollectorLevelProgress",
      "kind": "LinkedField",
      "name": "collectorLevel",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "copies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "levelStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLevel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextLevelAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7d6c21b26d3c6bf32f821c0f9403ba59";

export default node;
