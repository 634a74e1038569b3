import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PONG_DIFFICULTIES, type MinigameResultInput, type PongDifficulty } from '#shared/minigame-rules';
import { useSaveMinigameResult, type SaveOutcome } from '../../../minigames/useSaveMinigameResult.ts';
import { SaveStatus } from '../../../minigames/SaveStatus.tsx';
import { PongGame } from './PongGame.tsx';
import { PongHelp } from './PongHelp.tsx';
import { useDifficultyLabel } from './difficulty-labels.ts';
import '../../../minigames/minigames.css';
import './pong.css';

/** /minigames/pong: choose a difficulty, play to 7, play again. */
export function Component() {
  const [difficulty, setDifficulty] = useState<PongDifficulty>('normal');
  const [matchNumber, setMatchNumber] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [saved, setSaved] = useState<SaveOutcome | 'saving' | null>(null);
  const save = useSaveMinigameResult();
  const label = useDifficultyLabel();

  const onOver = useCallback(
    (result: MinigameResultInput) => {
      setPlaying(false);
      setSaved('saving');
      void save(result).then(setSaved);
    },
    [save],
  );
  const start = () => {
    setSaved(null);
    setPlaying(true);
    setMatchNumber((n) => n + 1);
  };

  return (
    <article className="minigame">
      <h1>
        <Trans>Pong</Trans>
      </h1>
      <PongHelp />
      <div className="pong-setup">
        <fieldset disabled={playing}>
          <legend>
            <Trans>Difficulty</Trans>
          </legend>
          {PONG_DIFFICULTIES.map((level) => (
            <label key={level}>
              <input
                type="radio"
                name="difficulty"
                value={level}
                checked={difficulty === level}
                onChange={() => setDifficulty(level)}
              />
              {label(level)}
            </label>
          ))}
        </fieldset>
        {!playing && (
          <button type="button" className="primary" onClick={start}>
            {matchNumber === 0 ? <Trans>Start match</Trans> : <Trans>Play again</Trans>}
          </button>
        )}
      </div>
      {matchNumber > 0 && <PongGame key={matchNumber} difficulty={difficulty} onOver={onOver} />}
      {saved && <SaveStatus outcome={saved} />}
      <p>
        <Link to="/minigames">
          <Trans>Back to the minigames</Trans>
        </Link>
      </p>
    </article>
  );
}
