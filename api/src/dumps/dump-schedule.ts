// The dump job (issue 29): once an hour it looks at the newest dump, and writes a new one when
// that is older than DUMP_INTERVAL_HOURS (24 by default: nightly), keeping the last DUMP_KEEP.
// Checking age rather than a clock time means a restart neither skips a dump nor writes two.
import { log } from '../log/logger.ts';
import type { Database } from '../db/database.ts';
import { dumpNames, writeDump } from './write-dump.ts';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The time a dump's name records (cartridge-vault-20261127T180000Z). */
function nameTime(name: string): number {
  const m = /(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : 0;
}

export async function dumpIfDue(
  db: Database,
  root: string,
  settings: { intervalHours: number; keep: number },
  now = new Date(),
): Promise<boolean> {
  const [newest] = await dumpNames(root);
  if (newest && now.getTime() - nameTime(newest) < settings.intervalHours * 3600_000) return false;
  const manifest = await writeDump(db, root, { now, keep: settings.keep });
  log.info({ dump: manifest.name, rows: manifest.files.map((f) => `${f.type} ${f.rows}`).join(', ') }, 'dump written');
  return true;
}

export function startDumpSchedule(db: Database, root: string, settings: { intervalHours: number; keep: number }) {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = dumpIfDue(db, root, settings).catch((error: unknown) => log.error({ err: error }, 'dump failed'));
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
