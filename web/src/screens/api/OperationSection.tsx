import { Trans, useLingui } from '@lingui/react/macro';
import { siteOrigin } from '../../layout/route-effects.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { ParameterList } from './ParameterList.tsx';
import { exampleValues, operationAnchor, type ApiOperation } from './operations.ts';
import { requestPath } from './try-it.ts';
import { TryIt } from './TryIt.tsx';

/** One REST operation: what it does, its parameters, an example address and a Try it form. */
export function OperationSection({ operation }: { operation: ApiOperation }) {
  const { t, i18n } = useLingui();
  const anchor = operationAnchor(operation);
  const title = i18n._(operation.title);
  const example = `${siteOrigin()}${requestPath(operation, exampleValues(operation))}`;
  return (
    <section className="api-operation card" aria-labelledby={anchor}>
      <h3 id={anchor} tabIndex={-1}>
        {title}
      </h3>
      <p className="api-endpoint">
        <code>
          <span className="api-method">GET</span> {operation.path}
        </code>
      </p>
      <p>{i18n._(operation.description)}</p>
      <p>
        <Trans>Answer:</Trans> <code>{operation.answer}</code>
      </p>
      <h4>
        <Trans>Parameters</Trans>
      </h4>
      <ParameterList operation={operation} />
      <h4>
        <Trans>Example request</Trans>
      </h4>
      <CodeBlock label={t`the example address: ${title}`} code={example} />
      <TryIt operation={operation} />
    </section>
  );
}
