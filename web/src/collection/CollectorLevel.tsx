import { graphql, useFragment } from 'react-relay';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COLLECTOR_LEVELS } from '#shared/rules';
import type {
  CollectorLevel_user$data,
  CollectorLevel_user$key,
} from '../__generated__/CollectorLevel_user.graphql.ts';
import { useCollectorLevelLabel } from './collector-level-label.ts';
import './collector-level.css';

/**
 * A user's collector level with the way to the next one. Renders nothing when the level is not
 * the viewer's to see (the profile's stats section is hidden): the caller says so in its words.
 */
export function CollectorLevel({ user }: { user: CollectorLevel_user$key }) {
  const data = useFragment(
    graphql`
      fragment CollectorLevel_user on User {
        collectorLevel {
          level
          rank
          copies
          levelStart
          nextLevel
          nextLevelAt
        }
      }
    `,
    user,
  );
  return data.collectorLevel ? <CollectorLevelView progress={data.collectorLevel} /> : null;
}

export type CollectorLevelData = NonNullable<CollectorLevel_user$data['collectorLevel']>;

/** The level and the way to the next; also drawn offline from the copies kept on the device. */
export function CollectorLevelView({ progress }: { progress: CollectorLevelData }) {
  const label = useCollectorLevelLabel();
  const { t } = useLingui();
  const level = label(progress.level);
  const rank = progress.rank + 1;
  const total = COLLECTOR_LEVELS.length;
  const next = progress.nextLevel ? label(progress.nextLevel) : null;
  const nextAt = progress.nextLevelAt ?? null;
  const toGo = nextAt === null ? 0 : nextAt - progress.copies;

  return (
    <div className="collector-level">
      <p className="collector-level-name">
        <Trans>
          Collector level: <strong>{level}</strong> ({rank} of {total})
        </Trans>
      </p>
      {next && nextAt !== null ? (
        <>
          <progress
            value={progress.copies - progress.levelStart}
            max={nextAt - progress.levelStart}
            aria-label={t`Progress from ${level} to ${next}`}
          />
          <p className="collector-level-next muted">
            <Plural value={toGo} one={`# more copy to ${next}`} other={`# more copies to ${next}`} />
          </p>
        </>
      ) : (
        <p className="collector-level-next muted">
          <Trans>The highest level there is.</Trans>
        </p>
      )}
    </div>
  );
}
