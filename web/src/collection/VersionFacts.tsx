import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { VersionFacts_version$key } from '../__generated__/VersionFacts_version.graphql.ts';
import { useRegionLabel } from '../games/region-label.ts';
import { titleLang } from '../games/text-lang.ts';

/**
 * Which regional release a collection or want-list entry is: console, region and, when it differs
 * from the game's, the version's own title (two releases in one region differ only by it).
 */
export function VersionFacts({ version, children }: { version: VersionFacts_version$key; children?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment VersionFacts_version on Version {
        title
        region
        game {
          title
          console {
            name
          }
        }
      }
    `,
    version,
  );
  const regionLabel = useRegionLabel();
  return (
    <p className="copy-facts muted">
      {data.game.console.name} · {regionLabel(data.region)}
      {data.title !== data.game.title && (
        <>
          {' '}
          · <span lang={titleLang(data.title, data.region)}>{data.title}</span>
        </>
      )}
      {children}
    </p>
  );
}
