import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  timestamp: number;
  onData(data: Uint8Array): void;
}

/** The shape of pglite-socket's (0.2.x) internal query queue this module takes over. */
interface QueryQueueInternals {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/** extended-query messages whose effect lasts until the client's Sync: Parse, Bind, Describe, Execute, Close, Flush */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * Makes pglite-socket's multiplexing safe under concurrency.
 *
 * PGlite is one PostgreSQL backend; pglite-socket shares it between connections by queueing their protocol messages
 * one at a time, and only keeps a connection's messages together while a transaction is open. But a client using
 * the extended protocol (every query with parameters) sends Parse, Bind, Describe, Execute and Sync as separate
 * messages that share the backend's unnamed statement and portal, and after an error the backend skips everything
 * until the next Sync. Interleaving two clients' sequences therefore binds one client's parameters to another's
 * statement, or swallows a client's messages so it waits for an answer that never comes: under load the embedded
 * database hung (seen after a crash, when every consumer catches up at once).
 *
 * Here the queue also keeps a connection's messages together from its first extended message to its Sync, and a
 * failed message no longer leaves the queue stalled (upstream returns without clearing `processing`).
 */
export function serialiseExtendedQueries(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueryQueueInternals }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function' || typeof queue.clearTransactionIfNeeded !== 'function') {
    throw new Error('pglite-socket changed its internal query queue: review services/chassis/src/database/pglite-queue.ts before upgrading it');
  }
  /** the connection whose extended-query sequence is open (until its Sync) */
  let batchOwner: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueueInternals) {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((entry) => entry.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet: everyone else waits for it
        const [entry] = this.queue.splice(index, 1) as [QueuedMessage];
        const type = entry.message[0] ?? 0;
        let bytes = 0;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(entry.message, { onRawData: (data) => ((bytes += data.length), entry.onData(data)) }));
        } catch (error) {
          if (batchOwner === entry.handlerId) batchOwner = null;
          entry.reject(error);
          continue;
        }
        this.lastHandlerId = entry.handlerId;
        batchOwner = EXTENDED.has(type) ? entry.handlerId : batchOwner === entry.handlerId ? null : batchOwner;
        entry.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async function clearTransactionIfNeeded(this: QueryQueueInternals, handlerId: number) {
    // a connection that went away mid-sequence releases the backend: end its sequence and anything it left open
    if (batchOwner === handlerId) {
      batchOwner = null;
      await this.db.runExclusive(() => this.db.execProtocolRaw(new Uint8Array([0x53, 0, 0, 0, 4]))).catch(() => undefined); // Sync
    }
    await clearTransaction(handlerId);
    await this.processQueue();
  };
}
