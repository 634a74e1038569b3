import { useState, type ChangeEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { chunks, countByStatus, readImportFile, type ImportFile } from './import-plan.ts';
import { usePreviewChunk, type ImportProblem, type PreviewRow } from './useCollectionImport.ts';
import { useImportCollectionRows } from './useImportCollectionRows.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import { serverProblems } from '../../forms/mutation-outcome.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { NeedsNetwork } from '../../offline/NeedsNetwork.tsx';

type Stage =
  | { kind: 'idle' }
  | { kind: 'empty' }
  | { kind: 'unreadable'; line: number }
  | { kind: 'working'; task: 'preview' | 'import'; done: number; total: number }
  | { kind: 'previewed'; file: ImportFile; rows: readonly PreviewRow[] }
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; problems: readonly ImportProblem[] }
  | { kind: 'failed' };

/**
 * CSV import in two steps: the whole file is previewed (matched, ambiguous, unknown, already
 * imported, invalid) before anything is saved; then the matched rows are imported. Both steps
 * send the file a chunk at a time and show their progress.
 */
export function CollectionImport() {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const previewChunk = usePreviewChunk();
  const importChunk = useImportCollectionRows();
  const revalidator = useRevalidator();
  const problemText = useProblemText();

  const preview = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const chosen = input.files?.[0];
    if (!chosen) return;
    const text = await chosen.text();
    // Cleared, so choosing the same file again (to import it a second time) is a change too.
    input.value = '';
    // The parser loads now; a failed fetch (a flaky network) is a failed import, to try again.
    const read = await readImportFile(text).catch(() => null);
    if (!read) return setStage({ kind: 'failed' });
    if (read.kind !== 'ready') return setStage(read);
    const file = read.file;
    const rows: PreviewRow[] = [];
    setStage({ kind: 'working', task: 'preview', done: 0, total: file.records.length });
    for (const chunk of chunks(file.records)) {
      const outcome = await previewChunk(file.columns, chunk);
      if (outcome.kind !== 'done') return setStage(outcome.kind === 'refused' ? outcome : { kind: 'failed' });
      rows.push(...outcome.data);
      setStage({ kind: 'working', task: 'preview', done: rows.length, total: file.records.length });
    }
    setStage({ kind: 'previewed', file, rows });
  };

  const runImport = async (file: ImportFile, rows: readonly PreviewRow[]) => {
    const matchedLines = new Set(rows.filter((row) => row.status === 'MATCHED').map((row) => row.line));
    const records = file.records.filter((record) => matchedLines.has(record.line));
    let count = 0;
    let done = 0;
    setStage({ kind: 'working', task: 'import', done, total: records.length });
    for (const chunk of chunks(records)) {
      const outcome = await importChunk(file.columns, chunk);
      if (outcome.kind !== 'done') {
        return setStage(
          outcome.kind === 'invalid' ? { kind: 'refused', problems: outcome.problems } : { kind: 'failed' },
        );
      }
      count += outcome.data.imported;
      done += chunk.length;
      setStage({ kind: 'working', task: 'import', done, total: records.length });
    }
    setStage({ kind: 'imported', count });
    // The list, level and stats on this screen come from the route's query: load it again.
    void revalidator.revalidate();
  };

  const working = stage.kind === 'working';
  return (
    <div className="collection-import">
      <div className="field">
        <label htmlFor="collection-import-file">
          <Trans>Import a CSV file</Trans>
        </label>
        <NeedsNetwork
          notice={<Trans>Importing a file needs the network: you can import once you are back online.</Trans>}
        >
          {(offline) => (
            <input
              id="collection-import-file"
              type="file"
              accept=".csv,text/csv"
              disabled={working || offline}
              aria-describedby="collection-import-hint"
              onChange={(event) => void preview(event)}
            />
          )}
        </NeedsNetwork>
        <p id="collection-import-hint" className="field-hint muted">
          <Trans>
            Rows are matched by version_id, or by game_title, console and region. You see what matched before anything
            is saved; rows imported before are skipped.
          </Trans>
        </p>
      </div>
      {working && (
        <div className="import-progress" role="status">
          <label htmlFor="collection-import-progress">
            {stage.task === 'preview' ? (
              <Trans>
                Checking rows: {stage.done} of {stage.total}
              </Trans>
            ) : (
              <Trans>
                Importing rows: {stage.done} of {stage.total}
              </Trans>
            )}
          </label>
          <progress id="collection-import-progress" value={stage.done} max={stage.total} />
        </div>
      )}
      {stage.kind === 'empty' && (
        <p className="notice error" role="alert">
          <Trans>This file has no rows to import.</Trans>
        </p>
      )}
      {stage.kind === 'unreadable' && (
        <p className="notice error" role="alert">
          <Trans>This file cannot be read as CSV from line {stage.line} on. Check the quotes there.</Trans>
        </p>
      )}
      {stage.kind === 'failed' && (
        <p className="notice error" role="alert">
          <Trans>The import failed. Please try again.</Trans>
        </p>
      )}
      {stage.kind === 'refused' && (
        <div className="notice error" role="alert">
          {serverProblems(stage.problems).map((problem) => (
            <p key={`${problem.field}:${problem.code}`}>{problemText(problem)}</p>
          ))}
        </div>
      )}
      {stage.kind === 'imported' && (
        <p className="notice success" role="status">
          <Plural value={stage.count} one="Imported # copy." other="Imported # copies." />
        </p>
      )}
      {stage.kind === 'previewed' && (
        <ImportPreview
          rows={stage.rows}
          counts={countByStatus(stage.rows)}
          onImport={() => void runImport(stage.file, stage.rows)}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      )}
    </div>
  );
}
