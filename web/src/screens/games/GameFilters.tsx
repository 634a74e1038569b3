import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import { RELEASE_YEAR_RANGE } from '#shared/rules';
import type { GameFilters_query$key } from '../../__generated__/GameFilters_query.graphql.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { ConsoleFilter } from './ConsoleFilter.tsx';
import { RegionFilter } from './RegionFilter.tsx';
import { YearFields } from './YearFields.tsx';
import { NeedsScript } from '../../layout/NeedsScript.tsx';
import type { DraftProblem, DraftProblems, GameSearchDraft } from './game-search-draft.ts';

interface GameFiltersProps {
  query: GameFilters_query$key;
  idPrefix: string;
  draft: GameSearchDraft;
  problems: DraftProblems;
  onChange(patch: Partial<GameSearchDraft>, then?: 'apply' | 'apply-soon' | 'wait'): void;
}

/** The filter fields: console, region, developer, publisher and first-release years. */
export function GameFilters({ query, idPrefix, draft, problems, onChange }: GameFiltersProps) {
  const data = useFragment(
    graphql`
      fragment GameFilters_query on Query {
        ...ConsoleFilter_query
      }
    `,
    query,
  );
  const { t } = useLingui();
  const problemText = (problem: DraftProblem | undefined) => {
    const { min, max } = RELEASE_YEAR_RANGE;
    switch (problem) {
      case 'notAYear':
        return t`Enter a year between ${min} and ${max}`;
      case 'toBeforeFrom':
        return t`The “to” year must not be before the “from” year`;
      case 'pickCompany':
        return t`Pick a company from the suggestions`;
      default:
        return undefined;
    }
  };

  return (
    <div className="game-filters-fields">
      <ConsoleFilter
        query={data}
        id={`${idPrefix}-console`}
        value={draft.console}
        onChange={(consoleId) => onChange({ console: consoleId }, 'apply-soon')}
      />
      <RegionFilter
        id={`${idPrefix}-region`}
        value={draft.region}
        onChange={(region) => onChange({ region }, 'apply-soon')}
      />
      <CompanyPicker
        id={`${idPrefix}-developer`}
        name="developer"
        label={<Trans>Developer</Trans>}
        removeLabel={t`Remove the developer filter`}
        value={draft.developer}
        problem={problemText(problems.developer)}
        onType={(developer) => onChange({ developer })}
        onPick={(developer) => onChange({ developer }, 'apply')}
      />
      <CompanyPicker
        id={`${idPrefix}-publisher`}
        name="publisher"
        label={<Trans>Publisher</Trans>}
        removeLabel={t`Remove the publisher filter`}
        value={draft.publisher}
        problem={problemText(problems.publisher)}
        onType={(publisher) => onChange({ publisher })}
        onPick={(publisher) => onChange({ publisher }, 'apply')}
      />
      {/* The pickers' suggestions need script; a company chosen in the address still applies. */}
      <NeedsScript>
        <Trans>Filtering by developer or publisher needs JavaScript, which is turned off in your browser.</Trans>
      </NeedsScript>
      <YearFields
        idPrefix={idPrefix}
        from={draft.from}
        to={draft.to}
        onChange={(field, value) => onChange({ [field]: value })}
        problems={{ from: problemText(problems.from), to: problemText(problems.to) }}
      />
    </div>
  );
}
