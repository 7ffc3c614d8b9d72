import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
export async function startEmbeddedPostgres(options: { dataDir?: string; maxConnections?: number } = {}): Promise<EmbeddedPostgres> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: options.maxConnections ?? 128 });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${conn}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
