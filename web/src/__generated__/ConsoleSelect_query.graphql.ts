/**
 * @generated SignedSource<<5b712fb3a12b4d4f1e0a60207c325fb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsoleSelect_query$data = {
  readonly consoles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: number;
        readonly id: string;
        readonly manufacturer: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "ConsoleSelect_query";
};
export type ConsoleSelect_query$key = {
  readonly " $data"?: ConsoleSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsoleSelect_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsoleSelect_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryConsolesConnection",
      "kind": "LinkedField",
      "name": "consoles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryConsolesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Console",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "84f8f1be12b551f7ef0a69f87d7c5d6b";

export default node;
