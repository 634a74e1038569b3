import { Plural, Trans } from '@lingui/react/macro';
import { useRegionLabel } from '../../games/region-label.ts';
import type { ImportStatus } from './import-plan.ts';
import type { PreviewRow } from './useCollectionImport.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import { serverProblems } from '../../forms/mutation-outcome.ts';

const SHOWN_ROWS_MAX = 200;

/** What the import would do, row by row for everything that will not simply be added. */
export function ImportPreview({
  rows,
  counts,
  onImport,
  onCancel,
}: {
  rows: readonly PreviewRow[];
  counts: Record<ImportStatus, number>;
  onImport(): void;
  onCancel(): void;
}) {
  const problemText = useProblemText();
  const regionLabel = useRegionLabel();
  const others = rows.filter((row) => row.status !== 'MATCHED');
  const describe = (row: PreviewRow) => {
    switch (row.status) {
      case 'AMBIGUOUS': {
        const versions = row.candidates
          .map((c) => `${c.gameTitle} · ${c.console} · ${regionLabel(c.region)} · ${c.versionTitle} (${c.releaseDate})`)
          .join('; ');
        return (
          <Trans>
            Line {row.line}: several versions fit: {versions}. Add a version_id to choose one.
          </Trans>
        );
      }
      case 'UNKNOWN':
        return <Trans>Line {row.line}: no version in the catalogue fits.</Trans>;
      case 'ALREADY_IMPORTED':
        return <Trans>Line {row.line}: imported before; skipped.</Trans>;
      default: {
        const problems = serverProblems(
          row.problems.map((p) => ({ field: p.column, code: p.code, message: p.message })),
        )
          .map((problem) => `${problem.field}: ${problemText(problem)}`)
          .join('; ');
        return (
          <Trans>
            Line {row.line}: {problems}
          </Trans>
        );
      }
    }
  };

  return (
    <section className="import-preview card" aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading">
        <Trans>Import preview</Trans>
      </h3>
      <ul className="import-counts">
        <li>
          <Plural
            value={counts.MATCHED}
            one="# row matched: it will be added"
            other="# rows matched: they will be added"
          />
        </li>
        <li>
          <Plural value={counts.AMBIGUOUS} one="# row is ambiguous" other="# rows are ambiguous" />
        </li>
        <li>
          <Plural value={counts.UNKNOWN} one="# row is unknown" other="# rows are unknown" />
        </li>
        <li>
          <Plural value={counts.ALREADY_IMPORTED} one="# row was imported before" other="# rows were imported before" />
        </li>
        <li>
          <Plural value={counts.INVALID} one="# row has mistakes" other="# rows have mistakes" />
        </li>
      </ul>
      {others.length > 0 && (
        <details>
          <summary>
            <Trans>Rows that will not be added</Trans>
          </summary>
          <ul className="import-rows">
            {others.slice(0, SHOWN_ROWS_MAX).map((row) => (
              <li key={row.line}>{describe(row)}</li>
            ))}
          </ul>
          {others.length > SHOWN_ROWS_MAX && (
            <p className="muted">
              <Trans>Only the first {SHOWN_ROWS_MAX} are listed.</Trans>
            </p>
          )}
        </details>
      )}
      <div className="copy-actions">
        <button type="button" className="button primary" disabled={counts.MATCHED === 0} onClick={onImport}>
          <Plural value={counts.MATCHED} one="Import # copy" other="Import # copies" />
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </section>
  );
}
