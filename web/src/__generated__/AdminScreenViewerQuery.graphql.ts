/**
 * @generated SignedSource<<94fc613c0d826d4a1940cf61b0037a1e>>
 * @relayHash 5961cec782eefa34205bd4e7536fc77f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fca8c60f8d433519fc0532fa459bf34921f324a5d27baaedeeeeb8e99bd54430

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "MODERATOR" | "USER" | "%future added value";
export type AdminScreenViewerQuery$variables = Record<PropertyKey, never>;
export type AdminScreenViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type AdminScreenViewerQuery = {
  response: AdminScreenViewerQuery$data;
  variables: AdminScreenViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
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
        "name": "role",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminScreenViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminScreenViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fca8c60f8d433519fc0532fa459bf34921f324a5d27baaedeeeeb8e99bd54430",
    "metadata": {},
    "name": "AdminScreenViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "573072e4157f3106f6bcc080eeb1e0ac";

export default node;
