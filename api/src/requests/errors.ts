// Expected refusals of community review actions; the GraphQL schema maps each to an error type.
import { REQUEST_MESSAGES } from '#shared/request-rules';

export class NoChangesError extends Error {
  constructor() {
    super(REQUEST_MESSAGES.noChanges);
    this.name = 'NoChangesError';
  }
}

export class VotingClosedError extends Error {
  constructor() {
    super(REQUEST_MESSAGES.votingClosed);
    this.name = 'VotingClosedError';
  }
}

export class OwnRequestError extends Error {
  constructor(message: string = REQUEST_MESSAGES.ownRequest) {
    super(message);
    this.name = 'OwnRequestError';
  }
}
