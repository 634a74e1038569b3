// Prometheus metrics with bounded label sets. Every label value comes from a fixed set (operation
// names the server knows, operation types, phases, schema coordinates, status codes, the GraphQL
// path without its query string), so no request, however named, adds a series.
import {
  createCounter,
  createHistogram,
  createSummary,
  usePrometheus,
  type FillLabelsFnParams,
} from '@graphql-yoga/plugin-prometheus';
import type { Plugin } from 'graphql-yoga';
import { Counter, Gauge, type Registry } from 'prom-client';
import { KNOWN_OPERATIONS } from './known-operations.ts';

/** The label of an operation not among the web app's and the API page's. */
export const OTHER_OPERATION = 'other';

export function operationLabel(name: string | undefined): string {
  return name !== undefined && KNOWN_OPERATIONS.has(name) ? name : OTHER_OPERATION;
}

const OPERATION_LABELS = ['operationType', 'operationName'] as const;

function operationLabels(params: FillLabelsFnParams) {
  return { operationType: params.operationType ?? 'unknown', operationName: operationLabel(params.operationName) };
}

/**
 * Yoga's default metrics, each with its operation labels bounded and no error `path` label (aliases
 * are the client's), for operations over HTTP and each subscription's start. Not a subscription's
 * "subscribe" phase: envelop records it when the stream ends, so its "time spent" is how long someone
 * watched, and to notice the end it wraps every subscription's stream for as long as it lives (about
 * 9 KB an idle watcher in heap snapshots, of 27). Subscriptions are counted as they start instead
 * (subscriptionMetrics below).
 */
export function useBoundedPrometheus(registry: Registry, graphqlEndpoint: string): Plugin {
  const histogram = <Phase extends string>(name: string, help: string, phases: [Phase, ...Phase[]]) =>
    createHistogram({
      registry,
      histogram: { name, help, labelNames: OPERATION_LABELS },
      fillLabelsFn: operationLabels,
      phases,
    });
  return usePrometheus({
    registry,
    // Served by the operator's listener (metrics-server.ts), never on the public port.
    endpoint: false,
    metrics: {
      graphql_envelop_request: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_request',
          help: 'Counts the GraphQL operations executed',
          labelNames: OPERATION_LABELS,
        },
        fillLabelsFn: operationLabels,
        phases: ['execute'],
      }),
      graphql_envelop_request_duration: histogram(
        'graphql_envelop_request_duration',
        'Time spent executing GraphQL operations',
        ['execute'],
      ),
      graphql_envelop_request_time_summary: createSummary({
        registry,
        summary: {
          name: 'graphql_envelop_request_time_summary',
          help: 'Summary of the time spent executing GraphQL operations',
          labelNames: OPERATION_LABELS,
        },
        fillLabelsFn: operationLabels,
        phases: ['execute'],
      }),
      graphql_envelop_phase_parse: histogram('graphql_envelop_phase_parse', 'Time spent parsing GraphQL operations', [
        'parse',
      ]),
      graphql_envelop_phase_validate: histogram(
        'graphql_envelop_phase_validate',
        'Time spent validating GraphQL operations',
        ['validate'],
      ),
      graphql_envelop_phase_context: histogram(
        'graphql_envelop_phase_context',
        'Time spent building the GraphQL context',
        ['context'],
      ),
      graphql_envelop_phase_execute: histogram(
        'graphql_envelop_phase_execute',
        'Time spent running the GraphQL execute function',
        ['execute'],
      ),
      graphql_envelop_phase_subscribe: false,
      graphql_envelop_error_result: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_error_result',
          help: 'Counts the errors of every phase',
          labelNames: [...OPERATION_LABELS, 'phase'],
        },
        fillLabelsFn: (params) => ({ ...operationLabels(params), phase: params.errorPhase }),
        // A subscription refused at its start is answered in the context or validate phase.
        phases: ['parse', 'validate', 'context', 'execute'],
      }),
      graphql_envelop_deprecated_field: createCounter({
        registry,
        counter: {
          name: 'graphql_envelop_deprecated_field',
          help: 'Counts the deprecated fields operations use',
          labelNames: [...OPERATION_LABELS, 'fieldName', 'typeName'],
        },
        // Validated against the schema before it is counted: a field of the schema.
        fillLabelsFn: (params) => ({
          ...operationLabels(params),
          fieldName: params.deprecationInfo.fieldName,
          typeName: params.deprecationInfo.typeName,
        }),
      }),
      graphql_yoga_http_duration: createHistogram({
        registry,
        histogram: {
          name: 'graphql_yoga_http_duration',
          help: 'Time spent on GraphQL HTTP requests',
          labelNames: [...OPERATION_LABELS, 'method', 'statusCode', 'url'],
        },
        fillLabelsFn: (params, { request, response }) => ({
          ...operationLabels(params),
          method: request.method === 'GET' ? 'GET' : 'POST',
          statusCode: response.status,
          // The route, never the URL: its query string is the client's.
          url: new URL(request.url).pathname === graphqlEndpoint ? graphqlEndpoint : OTHER_OPERATION,
        }),
      }),
    },
  });
}

/**
 * Subscriptions, counted as they start (operation name bounded), and the WebSockets open when
 * scraped: nothing kept per subscription.
 */
export function subscriptionMetrics(registry: Registry, openSockets: () => number) {
  const started = new Counter({
    name: 'graphql_subscriptions_started',
    help: 'Counts the GraphQL subscriptions started over WebSocket',
    labelNames: ['operationName'],
    registers: [registry],
  });
  new Gauge({
    name: 'graphql_ws_open_sockets',
    help: 'GraphQL WebSockets open',
    registers: [registry],
    collect() {
      this.set(openSockets());
    },
  });
  return {
    started: (operationName: string | undefined) => started.inc({ operationName: operationLabel(operationName) }),
  };
}
