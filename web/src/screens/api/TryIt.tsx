import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exampleValues, type ApiOperation } from './operations.ts';
import { ParameterRule } from './ParameterList.tsx';
import { requestPath, sendTry, type TryOutcome } from './try-it.ts';
import { TryResult } from './TryResult.tsx';
import { NeedsScript } from '../../layout/NeedsScript.tsx';

type Trying = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; path: string; outcome: TryOutcome };

/** Calls the real endpoint with the values typed and shows what came back, errors included. */
export function TryIt({ operation }: { operation: ApiOperation }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(() => exampleValues(operation));
  const [trying, setTrying] = useState<Trying>({ kind: 'idle' });
  // Only the latest request's answer is shown, however the answers arrive.
  const latest = useRef(0);
  const formId = useId();
  const path = requestPath(operation, values);
  const title = i18n._(operation.title);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = ++latest.current;
    setTrying({ kind: 'sending' });
    const outcome = await sendTry(path);
    if (request === latest.current) setTrying({ kind: 'done', path, outcome });
  };

  return (
    <div className="try-it">
      <h4 id={`${formId}-title`}>
        <Trans>Try it</Trans>
      </h4>
      <NeedsScript />
      <form
        className="try-it-form"
        noValidate
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => void onSubmit(event)}
      >
        {operation.parameters.map((param) => {
          const id = `${formId}-${param.name}`;
          return (
            <div key={param.name} className="field">
              <label htmlFor={id}>
                <code>{param.name}</code>
              </label>
              <input
                id={id}
                name={param.name}
                value={values[param.name] ?? ''}
                autoComplete="off"
                spellCheck={false}
                inputMode={param.kind === 'text' ? undefined : 'numeric'}
                aria-describedby={`${id}-rule`}
                onChange={(event) => setValues((current) => ({ ...current, [param.name]: event.target.value }))}
              />
              <p id={`${id}-rule`} className="field-hint muted">
                <ParameterRule param={param} />
              </p>
            </div>
          );
        })}
        <p className="try-it-request">
          <code>GET {path}</code>
        </p>
        <p>
          <button
            type="submit"
            className="button primary"
            aria-label={t`Send: ${title}`}
            aria-disabled={trying.kind === 'sending'}
          >
            <Trans>Send</Trans>
          </button>
        </p>
      </form>
      <div className="try-it-result" aria-live="polite" aria-busy={trying.kind === 'sending'}>
        {trying.kind === 'sending' && (
          <p className="muted">
            <Trans>Sending…</Trans>
          </p>
        )}
        {trying.kind === 'done' && <TryResult path={trying.path} outcome={trying.outcome} />}
      </div>
    </div>
  );
}
