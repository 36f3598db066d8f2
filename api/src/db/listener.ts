/**
 * Hearing the database's notifications (`pg_notify` sent inside a transaction reaches listeners
 * only when it commits, and nobody when it rolls back), on either database:
 * - on a PostgreSQL server, one connection of its own that does nothing but `LISTEN`, apart from
 *   the pool (a pooled connection is handed to other queries, and PostgreSQL delivers only to the
 *   session that listens); it reconnects with a growing pause when the server drops it;
 * - on the embedded database, PGlite's own `listen`: one process, one session, the same semantics.
 * Every instance on one PostgreSQL hears every instance's notifications
 * (docs/decisions/0005-several-instances-on-one-postgresql.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import type { Database } from './schema';
import { embeddedOf } from './index';

export interface DatabaseListener {
  /** Calls `onPayload` with each notification's payload until the returned function is called. */
  subscribe(onPayload: (payload: string) => void): () => void;
  close(): Promise<void>;
}

/** The pauses before each reconnection: doubling from half a second, then every 10 s. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 10_000;

/** A channel name is an identifier written into `LISTEN`: only these may be. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

class Subscribers {
  private readonly callbacks = new Set<(payload: string) => void>();

  add(callback: (payload: string) => void): () => void {
    this.callbacks.add(callback);
    return () => {
      this.callbacks.delete(callback);
    };
  }

  deliver(payload: string): void {
    for (const callback of this.callbacks) callback(payload);
  }
}

class PostgresListener implements DatabaseListener {
  private readonly subscribers = new Subscribers();
  private client: Client | null = null;
  private closed = false;
  private pause = FIRST_PAUSE_MS;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and listens; on failure, tries again after the next pause. */
  async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      // A connection that failed may still hold a socket: end it, ignoring what that says.
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err: error }, 'the database listener lost its connection; reconnecting');
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.connect();
      }, this.pause);
      this.retry.unref();
      this.pause = Math.min(this.pause * 2, LONGEST_PAUSE_MS);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.subscribers.deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.pause = FIRST_PAUSE_MS;
  }

  subscribe(onPayload: (payload: string) => void): () => void {
    return this.subscribers.add(onPayload);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * Listens on `channel` of the database behind `db`. On PostgreSQL a connection refused or lost is
 * tried again by itself; what is sent while it is down is not heard.
 */
export async function listenTo(
  db: Kysely<Database>,
  databaseUrl: string | null,
  channel: string,
  log: FastifyBaseLogger,
): Promise<DatabaseListener> {
  if (!CHANNEL.test(channel)) throw new Error(`"${channel}" is not a channel name`);
  if (databaseUrl) {
    const listener = new PostgresListener(databaseUrl, channel, log);
    await listener.connect();
    return listener;
  }
  const embedded = embeddedOf(db);
  if (!embedded) throw new Error('Neither a PostgreSQL server nor an embedded database to listen to');
  const subscribers = new Subscribers();
  const unlisten = await embedded.listen(channel, (payload) => subscribers.deliver(payload));
  return {
    subscribe: (onPayload) => subscribers.add(onPayload),
    close: async () => {
      // The database may be closed already (the pool ends it on close); nothing is left to stop then.
      if (!embedded.closed) await unlisten();
    },
  };
}
