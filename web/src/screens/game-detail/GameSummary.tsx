import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { GameSummary_game$key } from '../../__generated__/GameSummary_game.graphql.ts';
import { CompanyList } from './CompanyList.tsx';
import { titleLang } from '../../games/text-lang.ts';
import { GameRequestActions } from './GameRequestActions.tsx';
import { useDocumentTitle } from '../../layout/document-title.ts';

/** The game as a whole, above its regional versions. */
export function GameSummary({ game }: { game: GameSummary_game$key }) {
  const data = useFragment(
    graphql`
      fragment GameSummary_game on Game {
        title
        console {
          name
        }
        developers {
          ...CompanyList_companies
        }
        publishers {
          ...CompanyList_companies
        }
        ...GameRequestActions_game
      }
    `,
    game,
  );
  useDocumentTitle(data.title);
  return (
    <header className="game-summary">
      <h1 lang={titleLang(data.title)}>{data.title}</h1>
      <dl className="game-facts">
        <div>
          <dt>
            <Trans>Console</Trans>
          </dt>
          <dd>{data.console.name}</dd>
        </div>
        <CompanyList label={<Trans>Developers</Trans>} companies={data.developers} />
        <CompanyList label={<Trans>Publishers</Trans>} companies={data.publishers} />
      </dl>
      <GameRequestActions game={data} />
    </header>
  );
}
