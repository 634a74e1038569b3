/**
 * @generated SignedSource<<9fb77734269adee49206fa2a5eaebe43>>
 * @relayHash 7b493a7cf92d6bbc0807456314f7b057
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d65f35abf9a97ac63e7604817bc93f5a68dfcdcbd685705bdcaba133f6308d2e

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordScreenQuery$variables = {
  token: string;
};
export type ResetPasswordScreenQuery$data = {
  readonly passwordResetLink: {
    readonly securityQuestion: string | null | undefined;
  } | null | undefined;
};
export type ResetPasswordScreenQuery = {
  response: ResetPasswordScreenQuery$data;
  variables: ResetPasswordScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "securityQuestion",
        "storageKey": null
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
    "name": "ResetPasswordScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d65f35abf9a97ac63e7604817bc93f5a68dfcdcbd685705bdcaba133f6308d2e",
    "metadata": {},
    "name": "ResetPasswordScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b91d06ce1c6b9e058793efc6ea3d6ef8";

export default node;
