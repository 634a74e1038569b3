import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WantToggle_version$key } from '../__generated__/WantToggle_version.graphql.ts';
import { useToggleWant } from './useToggleWant.ts';

/** "Want": puts the version on the signed-in member's want list, or takes it off (a toggle button). */
export function WantToggle({ version, title }: { version: WantToggle_version$key; title: string }) {
  const data = useFragment(
    graphql`
      fragment WantToggle_version on Version {
        id
        viewerWants {
          id
        }
      }
    `,
    version,
  );
  const { t } = useLingui();
  const toggleWant = useToggleWant();
  const [failed, setFailed] = useState(false);
  const wanted = data.viewerWants.length > 0;
  return (
    <>
      <button
        type="button"
        className={wanted ? 'button want-toggle wanted' : 'button want-toggle'}
        aria-pressed={wanted}
        aria-label={t`Want ${title}`}
        onClick={() => void toggleWant(data.id, !wanted, title).then((done) => setFailed(!done))}
      >
        {/* The same words pressed or not (the name holds what is shown); aria-pressed tells the state. */}
        <Trans>Want</Trans>
      </button>
      {failed && (
        <p className="field-error" role="alert">
          <Trans>Your want list could not be changed. Please try again.</Trans>
        </p>
      )}
    </>
  );
}
