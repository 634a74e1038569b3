// One attempt: a signed POST of the event's JSON, answered within the timeout or failed. Redirects
// are not followed (a receiver that moved updates its webhook), and the answer's body is ignored.
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkAddressLiteral, type DestinationAgents } from './destination.ts';

export interface DeliveryTarget {
  url: string;
  secret: string;
  eventId: string;
  body: string;
}

/** What came of an attempt: the receiver's status (null when it gave none) and what went wrong. */
export interface AttemptOutcome {
  delivered: boolean;
  status: number | null;
  error: string | null;
}

const ERROR_MAX_LENGTH = 500;

/** The Standard Webhooks headers for one attempt; `sentAt` is when it is sent (replay window). */
export function signedHeaders(target: DeliveryTarget, sentAt: Date): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'CartridgeVault-Webhooks/1',
    'webhook-id': target.eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(target.secret).sign(target.eventId, sentAt, target.body),
  };
}

export function postDelivery(
  target: DeliveryTarget,
  agents: DestinationAgents,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    const fail = (error: unknown) =>
      resolve({
        delivered: false,
        status: null,
        error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH),
      });
    let url: URL;
    try {
      url = new URL(target.url);
      checkAddressLiteral(url, options.allowPrivate);
    } catch (error) {
      return fail(error);
    }
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: { ...signedHeaders(target, new Date()), 'content-length': Buffer.byteLength(target.body) },
      timeout: options.timeoutMs,
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => {
      clearTimeout(deadline);
      fail(error);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // Read to the end so the connection can be reused.
      response.resume();
      response.on('end', () => {
        clearTimeout(deadline);
        const delivered = status >= 200 && status < 300;
        resolve({ delivered, status, error: delivered ? null : `HTTP ${status}` });
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        resolve({ delivered: false, status, error: error.message.slice(0, ERROR_MAX_LENGTH) });
      });
    });
    request.end(target.body);
  });
}
