/**
 * @generated SignedSource<<f717ed76f69f2823cef8b7af7b88aff2>>
 * @relayHash a721bb5ae6b05f312e2a05f5a3d00d94
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84f3ef5a3211853760ff0a1956b24c211e81a5bcf1b7352639ce040934f239ef

import { ConcreteRequest } from 'relay-runtime';
export type CollectionImportInput = {
  columns: ReadonlyArray<string>;
  rows: ReadonlyArray<CollectionImportRowInput>;
};
export type CollectionImportRowInput = {
  cells: ReadonlyArray<string>;
  line: number;
};
export type useImportCollectionRowsMutation$variables = {
  input: CollectionImportInput;
};
export type useImportCollectionRowsMutation$data = {
  readonly importCollectionRows: {
    readonly __typename: "MutationImportCollectionRowsSuccess";
    readonly data: {
      readonly imported: number;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
      readonly limit: number | null | undefined;
      readonly message: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useImportCollectionRowsMutation = {
  response: useImportCollectionRowsMutation$data;
  variables: useImportCollectionRowsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importCollectionRows",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CollectionImportResult",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imported",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationImportCollectionRowsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limit",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportCollectionRowsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportCollectionRowsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "84f3ef5a3211853760ff0a1956b24c211e81a5bcf1b7352639ce040934f239ef",
    "metadata": {},
    "name": "useImportCollectionRowsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ecb94204af3b4558f67f230e0e0e8f8";

export default node;
