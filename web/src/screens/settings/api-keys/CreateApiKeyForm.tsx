import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_KEY, API_KEY_SCOPES, type ApiKeyScope } from '#shared/api-key-rules';
import { createApiKeyInput } from '#shared/api-key-input';
import type { FieldProblem } from '#shared/rules';
import { checkInput } from '#shared/input-check';
import { TextField } from '../../../forms/TextField.tsx';
import { useProblemText } from '../../../forms/problem-text.ts';
import { NewApiKeyToken } from './NewApiKeyToken.tsx';
import { SCOPE_LABELS } from './scope-labels.ts';
import { useCreateApiKey } from './useCreateApiKey.ts';

const FORM = 'create-api-key';

/** Names a new key and picks its scopes; the token it answers with is shown once, below. */
export function CreateApiKeyForm() {
  const { t, i18n } = useLingui();
  const describe = useProblemText();
  const scopesId = useId();
  const { create, isInFlight } = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['READ']);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [failed, setFailed] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const problemOf = (field: string) => problems.find((problem) => problem.field === field);

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isInFlight) return;
    setFailed(false);
    const checked = checkInput(createApiKeyInput, { name, scopes });
    if (!checked.ok) return setProblems(checked.problems);
    setProblems([]);
    void create(checked.value.name, checked.value.scopes).then((outcome) => {
      if (outcome.kind === 'done') {
        setToken(outcome.data.token);
        setName('');
      } else if (outcome.kind === 'invalid') setProblems([...outcome.problems]);
      else setFailed(true);
    });
  };

  const scopeProblem = problemOf('scopes');
  return (
    <>
      <form className="api-key-form" noValidate onSubmit={submit} aria-labelledby={`${FORM}-heading`}>
        <h3 id={`${FORM}-heading`}>
          <Trans>Create a key</Trans>
        </h3>
        <TextField
          form={FORM}
          name="name"
          label={<Trans>Name</Trans>}
          hint={<Trans>What the key is for, so you can tell keys apart.</Trans>}
          maxLength={API_KEY.nameMaxLength}
          value={name}
          onChange={(value) => {
            setName(value);
            setToken(null);
          }}
          problem={problemOf('name')}
        />
        <fieldset className="api-key-scopes" aria-describedby={scopeProblem ? `${scopesId}-error` : undefined}>
          <legend>
            <Trans>Scopes</Trans>
          </legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="api-key-scope">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>
                <strong>{i18n._(SCOPE_LABELS[scope].name)}</strong>{' '}
                <span className="muted">{i18n._(SCOPE_LABELS[scope].hint)}</span>
              </span>
            </label>
          ))}
          {scopeProblem && (
            <p id={`${scopesId}-error`} className="field-error" role="alert">
              {describe(scopeProblem)}
            </p>
          )}
        </fieldset>
        <div className="settings-actions">
          <button type="submit" aria-busy={isInFlight || undefined}>
            {isInFlight ? t`Creating…` : t`Create key`}
          </button>
        </div>
        {failed && (
          <p className="notice error" role="alert">
            <Trans>An unexpected error occurred. Please try again.</Trans>
          </p>
        )}
      </form>
      {token && <NewApiKeyToken token={token} />}
    </>
  );
}
