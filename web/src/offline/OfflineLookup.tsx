import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCopyLabels } from '../collection/condition-label.ts';
import { mistypedBarcodeSearch } from '../games/barcode-messages.ts';
import { useRegionLabel } from '../games/region-label.ts';
import { titleLang } from '../games/text-lang.ts';
import { EMPTY_GAME_SEARCH, gamesPath } from '../screens/games/game-search-params.ts';
import { GameSearchRow } from '../screens/games/GameSearchRow.tsx';
import { useViewer } from '../viewer/useViewer.ts';
import { lookUpOffline, type LookupResult, type VersionAnswer } from './library-lookup.ts';
import { SavedAt } from './SavedAt.tsx';
import { useDeviceLibrary } from './use-device-library.ts';
import './offline-lookup.css';

interface Found {
  result: LookupResult;
  /** When the kept collection was read from the server; null when none is kept. */
  savedAt: number | null;
}

/** Answers `q` from the member's kept library, opened games and waiting changes. */
function useOfflineAnswer(q: string, memberId: number | undefined): Found | null {
  const device = useDeviceLibrary(memberId);
  return useMemo(
    () =>
      device && {
        result: lookUpOffline(q, device.library, device.opened, device.waiting),
        savedAt: device.library?.savedAt ?? null,
      },
    [q, device],
  );
}

function Answer({ answer }: { answer: VersionAnswer }) {
  const regionLabel = useRegionLabel();
  const labels = useCopyLabels();
  const { version, copies, waitingCopies, wanted } = answer;
  const owned = copies.length + waitingCopies;
  const conditions = [...new Set(copies.map((copy) => copy.condition).filter((value) => value !== null))];
  return (
    <li className="offline-answer card">
      <h2>
        <Link to={`/games/${version.gameId}`} lang={titleLang(version.gameTitle)}>
          {version.gameTitle}
        </Link>
      </h2>
      <p>
        <span lang={titleLang(version.title)}>{version.title}</span> · {regionLabel(version.region)}
      </p>
      <p className="offline-answer-status">
        {owned > 0 ? (
          <Plural value={owned} one="In your collection: # copy" other="In your collection: # copies" />
        ) : wanted ? null : (
          <Trans>Not in your collection</Trans>
        )}
        {conditions.length > 0 && <> ({conditions.map((condition) => labels.condition(condition)).join(', ')})</>}
        {waitingCopies > 0 && (
          <>
            {' '}
            <Trans>({waitingCopies} added offline, not sent yet)</Trans>
          </>
        )}
        {wanted && (
          <>
            {owned > 0 && ' '}
            <Trans>On your want list</Trans>
          </>
        )}
      </p>
    </li>
  );
}

function Answers({ q, found }: { q: string; found: Found }) {
  const { i18n } = useLingui();
  const { result, savedAt } = found;
  if (result.kind === 'badBarcode')
    return (
      <p role="status" className="notice">
        {i18n._(mistypedBarcodeSearch(q))}
      </p>
    );
  const answers = result.answers;
  const count = answers.length;
  const barcode = result.kind === 'barcode' ? result.barcode : '';
  return (
    <section className="offline-answers">
      <p role="status" className={answers.length === 0 ? 'notice' : undefined}>
        {answers.length > 0 ? (
          <Plural value={count} one="# version found on this device" other="# versions found on this device" />
        ) : result.kind === 'barcode' ? (
          <Trans>
            No game with the barcode {barcode} is in your collection, your want list or the games you opened on this
            device.
          </Trans>
        ) : (
          <Trans>
            Nothing matches “{q}” in your collection, your want list or the games you opened on this device.
          </Trans>
        )}
      </p>
      {savedAt === null ? (
        <p className="notice">
          <Trans>
            Your collection is not kept on this device yet: open the app while online and signed in, and it will be.
          </Trans>
        </p>
      ) : (
        <SavedAt savedAt={savedAt} />
      )}
      {answers.length > 0 && (
        <ul className="offline-answer-list">
          {answers.map((answer) => (
            <Answer key={answer.version.id} answer={answer} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /games while offline (issue 28, part 3): the catalogue cannot be asked, so a title or a barcode,
 * typed or scanned, is answered from the member's own data on the device: owned (how many copies,
 * in what condition), wanted, or not in the collection.
 */
export default function OfflineLookup({ q }: { q: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const viewer = useViewer();
  const found = useOfflineAnswer(q, viewer?.databaseId);
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setDraft(q);
  }
  const [scanning, setScanning] = useState(false);
  const go = (text: string) => void navigate(gamesPath({ ...EMPTY_GAME_SEARCH, q: text.trim() || null }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(draft);
  };
  return (
    <article className="games offline-lookup">
      <header className="games-header">
        <h1>
          <Trans>Games</Trans>
        </h1>
      </header>
      <p className="notice">
        <Trans>
          You are offline: this search looks only at your collection, your want list and the games you opened on this
          device.
        </Trans>
      </p>
      <form role="search" aria-label={t`Games`} className="game-search" onSubmit={onSubmit}>
        <GameSearchRow
          id="offline-lookup-q"
          value={draft}
          onChange={setDraft}
          scanning={scanning}
          onScanningChange={setScanning}
          onScanned={go}
        />
      </form>
      {found && <Answers q={q} found={found} />}
    </article>
  );
}
