import { Trans } from '@lingui/react/macro';
import { CARD_BATTLE } from '#shared/minigame-rules';
import { DECK_SIZE } from '../../../minigames/card-battle/card-battle.ts';

/** The rules, as the card battle module applies them. */
export function CardBattleHelp() {
  const rounds = CARD_BATTLE.rounds;
  const deck = DECK_SIZE;
  return (
    <details className="minigame-help">
      <summary>
        <Trans>How to play</Trans>
      </summary>
      <p>
        <Trans>
          {deck} games are drawn at random from the catalogue and dealt between you and the computer: {rounds} cards
          each. The match has {rounds} rounds. Each round is about one value, and the rounds' values are shown from the
          start, so you can plan which card to keep for which round.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>Year: the year of the game's first release. The older game wins.</Trans>
        </li>
        <li>
          <Trans>Versions: the game's regional versions in the catalogue. More wins.</Trans>
        </li>
        <li>
          <Trans>Companies: its developers and publishers together. More wins.</Trans>
        </li>
        <li>
          <Trans>Roll-out: months from the game's first regional release to its last. Longer wins.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Equal values tie the round, and a game without a release date loses the year round. You and the computer
          choose at the same time; the computer usually plays its strongest card for the round, but not always. Whoever
          wins more rounds wins the match. Your best score is the most rounds you have won in one match.
        </Trans>
      </p>
      <p>
        <Trans>
          Keyboard: the arrow keys move between your cards, Enter plays the chosen one. Each round's result is read out
          to screen readers.
        </Trans>
      </p>
    </details>
  );
}
