import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOperation, ApiParameter } from './operations.ts';

/** Each parameter's name, where it goes, what it means, its default and its limits. */
export function ParameterList({ operation }: { operation: ApiOperation }) {
  const { i18n } = useLingui();
  if (operation.parameters.length === 0)
    return (
      <p>
        <Trans>None.</Trans>
      </p>
    );
  return (
    <dl className="api-parameters">
      {operation.parameters.map((param) => (
        <div key={param.name}>
          <dt>
            <code>{param.name}</code>{' '}
            <span className="muted">
              {param.in === 'path' ? <Trans>in the path</Trans> : <Trans>in the query</Trans>}
            </span>
          </dt>
          <dd>
            {i18n._(param.meaning)} <ParameterRule param={param} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A parameter's default and limits, as a sentence. */
export function ParameterRule({ param }: { param: ApiParameter }) {
  const { i18n } = useLingui();
  switch (param.kind) {
    case 'id':
      return <Trans>Required; a whole number from 1. An id no row has is a 404.</Trans>;
    case 'count': {
      const fallback = i18n.number(param.default);
      const min = i18n.number(param.min);
      const max = i18n.number(param.max);
      return (
        <Trans>
          Optional; a whole number from {min} to {max}, {fallback} when left out.
        </Trans>
      );
    }
    case 'text': {
      const maxLength = i18n.number(param.maxLength);
      return <Trans>Required; at most {maxLength} characters.</Trans>;
    }
    case 'barcode':
      return (
        <Trans>
          Required; 12 or 13 digits with a valid check digit (EAN-13 or UPC-A); spaces and hyphens are ignored.
        </Trans>
      );
  }
}
