import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayedRecord } from './local-results.ts';

/** A player's record in one minigame: wins, losses, best score and when they last played. */
export function RecordFacts({ record }: { record: PlayedRecord | undefined }) {
  const { i18n } = useLingui();
  if (!record) {
    return (
      <p className="muted">
        <Trans>Not played yet.</Trans>
      </p>
    );
  }
  return (
    <dl className="record-facts">
      <div>
        <dt>
          <Trans>Wins</Trans>
        </dt>
        <dd>{record.wins}</dd>
      </div>
      <div>
        <dt>
          <Trans>Losses</Trans>
        </dt>
        <dd>{record.losses}</dd>
      </div>
      <div>
        <dt>
          <Trans>Best score</Trans>
        </dt>
        <dd>{record.bestScore}</dd>
      </div>
      <div>
        <dt>
          <Trans>Last played</Trans>
        </dt>
        <dd>
          <time dateTime={record.lastPlayedAt}>
            {i18n.date(new Date(record.lastPlayedAt), { dateStyle: 'medium' })}
          </time>
        </dd>
      </div>
    </dl>
  );
}
