import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { Logger } from '../logging/logger';
import { serialiseExtendedQueries } from './pglite-queue';

export interface EmbeddedPostgres {
  /** a postgres:// URL the ordinary `pg` driver connects to */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) behind pglite-socket, so services talk to it with the same
 * `pg` driver they use against a real PostgreSQL. Data lives in `dataDir` (so a restart keeps everything);
 * without a dataDir it is in memory (tests).
 *
 * PGlite is one backend session: pglite-socket multiplexes connections and keeps a transaction on the connection
 * that opened it, so transactions stay isolated. Nothing may rely on session state such as search_path: every
 * table is schema-qualified.
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; maxConnections?: number; mustExist?: boolean; logger?: Pick<Logger, 'warn'> } = {},
): Promise<EmbeddedPostgres> {
  let dataDir: string | undefined;
  let lock: DataDirLock | null = null;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    if (options.mustExist && !existsSync(resolve(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database at ${dataDir} (set DATA_DIR to where PharmaChat keeps its data).`);
    mkdirSync(dataDir, { recursive: true });
    lock = DataDirLock.acquire(dataDir, options.logger);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (error) {
    lock?.release();
    throw new Error(
      `The embedded database at ${dataDir ?? '(memory)'} could not be opened: ${error instanceof Error ? error.message : String(error)}. ` +
        'If PharmaChat was killed, PostgreSQL recovers from its write-ahead log on the next start; if that keeps failing, restore DATA_DIR from a backup.',
    );
  }
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: options.maxConnections ?? 128 });
  serialiseExtendedQueries(server);
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      lock?.release();
    },
  };
}

/**
 * One process at a time on an embedded data directory: PGlite has no postmaster to refuse a second opener, and two
 * would corrupt it. A lock file beside the directory names the holder; a holder that died (killed, crashed) is
 * noticed, logged, and its lock taken over — PostgreSQL then recovers the data from its write-ahead log as it opens.
 */
class DataDirLock {
  /** data directories open in this process */
  private static readonly open = new Set<string>();

  private constructor(private readonly file: string) {}

  static acquire(dataDir: string, logger?: Pick<Logger, 'warn'>): DataDirLock {
    const file = `${dataDir}.lock`;
    const me = `${hostname()}:${process.pid}`;
    if (DataDirLock.open.has(file)) throw new Error(`The embedded database at ${dataDir} is in use by process ${me} (this one).`);
    if (existsSync(file)) {
      const holder = readFileSync(file, 'utf8').trim();
      const [host, pidText] = holder.split(':');
      const pid = Number(pidText);
      const alive = host !== hostname() || (Number.isInteger(pid) && pid > 0 && (pid === process.pid || processIsAlive(pid)));
      if (alive && holder !== me) throw new Error(`The embedded database at ${dataDir} is in use by process ${holder} (lock file ${file}). Stop that process first.`);
      if (holder !== me) {
        const message = `the embedded database at ${dataDir} was not shut down cleanly (process ${holder} is gone); PostgreSQL recovers it from its write-ahead log now`;
        if (logger) logger.warn({ dataDir, previousHolder: holder }, message);
        else console.warn(message);
      }
    }
    writeFileSync(file, me);
    DataDirLock.open.add(file);
    return new DataDirLock(file);
  }

  release(): void {
    DataDirLock.open.delete(this.file);
    rmSync(this.file, { force: true });
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
