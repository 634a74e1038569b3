/**
 * @generated SignedSource<<84b1c9d71083b99a73e5edcfd0fcd34b>>
 * @relayHash d9d85c8083d4c32b3de11e6c418107d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebcb78212d351dd1df9f1beda120db2df03a86bb4bda1b6103c2288f1aa1f39f

import { ConcreteRequest } from 'relay-runtime';
export type DevTalkPreviewQuery$variables = {
  markdown: string;
};
export type DevTalkPreviewQuery$data = {
  readonly devTalkPreview: {
    readonly __typename: "QueryDevTalkPreviewSuccess";
    readonly data: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DevTalkPreviewQuery = {
  response: DevTalkPreviewQuery$data;
  variables: DevTalkPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "markdown"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "markdown",
        "variableName": "markdown"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "devTalkPreview",
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
            "kind": "ScalarField",
            "name": "data",
            "storageKey": null
          }
        ],
        "type": "QueryDevTalkPreviewSuccess",
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
    "name": "DevTalkPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevTalkPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ebcb78212d351dd1df9f1beda120db2df03a86bb4bda1b6103c2288f1aa1f39f",
    "metadata": {},
    "name": "DevTalkPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad5a6e738cc943b6d58b7f045e87fe02";

export default node;
