import { createGraphQLError } from 'graphql-yoga';
import { builder } from '../builder.ts';
import { parseCalendarDate, toCalendarDate } from '#shared/calendar-date';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) throw createGraphQLError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

builder.scalarType('Date', {
  description: 'A calendar date, as YYYY-MM-DD.',
  serialize: (value) => toCalendarDate(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw createGraphQLError('Date must be written YYYY-MM-DD.');
    }
    const date = parseCalendarDate(value);
    if (!date) {
      throw createGraphQLError('Date must be a real calendar date.');
    }
    return date;
  },
});

builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (input only).',
  serialize: () => {
    throw createGraphQLError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    // Yoga hands over its fetch ponyfill's File, which is no `instanceof` the global one.
    const file = value as Partial<File> | null;
    if (typeof file?.arrayBuffer !== 'function' || typeof file.size !== 'number') {
      throw createGraphQLError('File must be sent as a multipart upload.');
    }
    return value as File;
  },
});
