import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { wantInput } from '#shared/want-rules';
import type { WantRow_want$key } from '../../__generated__/WantRow_want.graphql.ts';
import { titleLang } from '../../games/text-lang.ts';
import { centsToPrice, formatPrice, priceToCents } from '../../collection/price.ts';
import { useToggleWant } from '../../collection/useToggleWant.ts';
import { VersionFacts } from '../../collection/VersionFacts.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useProblemText } from '../../forms/problem-text.ts';
import { firstProblems, validate, type FieldProblems } from '../../forms/validate.ts';
import { useSetWantPrice } from './useSetWantPrice.ts';

/** One version on the want list: what it is, the most the member would pay (editable), and removal. */
export function WantRow({ want, connectionId }: { want: WantRow_want$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment WantRow_want on WantedVersion {
        id
        maxPriceCents
        currency
        version {
          id
          databaseId
          ...VersionFacts_version
          game {
            databaseId
            title
          }
        }
      }
    `,
    want,
  );
  const { t, i18n } = useLingui();
  const problemText = useProblemText();
  const toggleWant = useToggleWant();
  const setPrice = useSetWantPrice();
  const [price, setPriceText] = useState(centsToPrice(data.maxPriceCents));
  const [currency, setCurrency] = useState(data.currency ?? '');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failed, setFailed] = useState(false);
  const { version } = data;
  const title = version.game.title;
  const formId = `want-${data.id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = priceToCents(price);
    const found = validate(wantInput, { maxPriceCents: Number.isNaN(cents) ? null : cents, currency });
    if (Number.isNaN(cents))
      found.maxPriceCents = { field: 'maxPriceCents', code: 'invalidFormat', message: 'Write the price like 19.99' };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const outcome = await setPrice(version.id, cents, currency);
    setFailed(outcome.kind === 'failed' || outcome.kind === 'rateLimited');
    if (outcome.kind === 'invalid') setProblems(firstProblems(outcome.problems));
  };

  return (
    <li className="want-row card" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>
        <Link to={`/games/${version.game.databaseId}?version=${version.databaseId}`} lang={titleLang(title)}>
          {title}
        </Link>
      </h3>
      <VersionFacts version={version}>
        {data.maxPriceCents != null && data.currency && (
          <>
            {' '}
            · <Trans>at most {formatPrice(i18n.locale, data.maxPriceCents, data.currency)}</Trans>
          </>
        )}
      </VersionFacts>
      <form
        className="copy-price"
        aria-label={t`Maximum price for ${title}`}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <TextField
          form={formId}
          name="maxPriceCents"
          label={<Trans>Maximum price</Trans>}
          value={price}
          inputMode="decimal"
          onChange={setPriceText}
          problem={problems.maxPriceCents}
          hint={<Trans>For example 19.99</Trans>}
        />
        <TextField
          form={formId}
          name="currency"
          label={<Trans>Currency</Trans>}
          value={currency}
          onChange={(value) => setCurrency(value.toUpperCase())}
          problem={problems.currency}
          maxLength={3}
          autoComplete="off"
        />
        <div className="copy-actions">
          <button type="submit" className="button">
            <Trans>Save price</Trans>
          </button>
          <button
            type="button"
            className="button"
            aria-label={t`Remove ${title} from your want list`}
            onClick={() => void toggleWant(version.id, false, title, [connectionId]).then((done) => setFailed(!done))}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      </form>
      {(failed || problems.versionId) && (
        <p className="field-error" role="alert">
          {problems.versionId ? (
            problemText(problems.versionId)
          ) : (
            <Trans>An unexpected error occurred. Please try again.</Trans>
          )}
        </p>
      )}
    </li>
  );
}
