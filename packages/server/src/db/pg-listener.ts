import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ListenFor } from './database';
import type { DatabaseWatch } from './database-watch';

/** The channel a process's listening connection checks itself on. */
const HEARTBEAT_CHANNEL = 'mall_heartbeat';

/** How the listening connection is kept (tests shorten them). */
export interface ListenerTiming {
  /**
   * How long a connection waits before it connects again after an attempt that failed; each
   * further failure in a row waits twice as long, up to five times this. A connection that was
   * open connects again at once.
   */
  relistenMs: number;
  /** How often the connection sends itself a notice to prove notices still arrive. */
  heartbeatMs: number;
  /** How long it waits for that notice before it takes the connection as lost. */
  heartbeatTimeoutMs: number;
}

const DEFAULT_TIMING: ListenerTiming = { relistenMs: 1000, heartbeatMs: 10_000, heartbeatTimeoutMs: 5_000 };

interface Listener {
  onNotice: (payload: string) => void;
  onHearing: (hearing: boolean) => void;
}

interface Channel {
  listeners: Listener[];
  /** Whether this channel's `LISTEN` is in place on the open connection. */
  heard: boolean;
}

/**
 * `listen` on PostgreSQL: one connection of the process's own, outside the pool (a pooled
 * connection would carry its `LISTEN`s to whoever borrows it next), for every channel, named
 * `mall-listener` in `pg_stat_activity`. The connection proves that notices reach it: it counts as
 * open only once a notice it sent itself has come back, and sends one again every
 * `heartbeatMs`; one missing for `heartbeatTimeoutMs` (a half-open connection, a pooler that
 * drops notices) counts as a loss, as an error or an end does. After a loss every listener is told
 * it no longer hears, and one connection is made again, at once and then with a growing wait
 * (`relistenMs`, twice that, ...) while the database is away; a channel's listeners hear again once
 * that channel's `LISTEN` is in place on the new one, so every `LISTEN` is issued again after a
 * restart of the database. Connections made and refused tell the database's watch.
 */
export function postgresListener(
  url: string,
  timing: ListenerTiming = DEFAULT_TIMING,
  watch?: DatabaseWatch,
) {
  const channels = new Map<string, Channel>();
  const token = randomUUID();
  let connections = 0;
  /** Connections in a row lost before they proved open: the next wait is longer for each. */
  let failures = 0;
  /** The connection being made or open; at most one at a time. */
  let current: pg.Client | undefined;
  /** Whether `current` has proven that notices reach it. */
  let open = false;
  /** The wait before connecting again after a loss. */
  let waiting: NodeJS.Timeout | undefined;
  let closed = false;
  /** What the current connection offers: its `LISTEN` for a later channel, and its end. */
  let connection:
    | {
        client: pg.Client;
        listenOn: (name: string, channel: Channel) => Promise<void>;
        end: () => Promise<void>;
      }
    | undefined;

  const tell = (channel: Channel, hearing: boolean) => {
    for (const listener of channel.listeners) {
      listener.onHearing(hearing);
    }
  };

  const connect = () => {
    waiting = undefined;
    if (closed) {
      return;
    }
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      application_name: 'mall-listener',
    });
    current = client;
    open = false;
    // This connection's own beats: `token:connection:beat`. Any of them that comes back proves
    // notices reach it, a late one too.
    connections += 1;
    const ownBeat = `${token}:${connections}:`;
    let beats = 0;
    /** When each beat not yet answered was sent, oldest first. */
    const unanswered = new Map<number, number>();
    let beat: NodeJS.Timeout | undefined;
    let due: NodeJS.Timeout | undefined;
    /** The deadline of the oldest beat not yet answered: a later beat does not push it back. */
    const armDeadline = () => {
      clearTimeout(due);
      due = undefined;
      const oldest = unanswered.values().next();
      if (!oldest.done) {
        due = setTimeout(
          () => void lose(),
          Math.max(0, oldest.value + timing.heartbeatTimeoutMs - Date.now()),
        );
        due.unref();
      }
    };
    let lost: Promise<void> | undefined;
    const lose = (): Promise<void> => {
      if (lost) {
        return lost;
      }
      clearInterval(beat);
      clearTimeout(due);
      client.removeAllListeners('notification');
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      lost = client.end().catch(() => undefined);
      if (current !== client) {
        return lost;
      }
      current = undefined;
      open = false;
      for (const channel of channels.values()) {
        if (channel.heard) {
          channel.heard = false;
          tell(channel, false);
        }
      }
      if (!closed) {
        // At once after an open connection is lost (a single connection cut comes straight back,
        // a database going away is found out now), then after `relistenMs`, twice that, ...
        const wait =
          failures === 0 ? 0 : Math.min(timing.relistenMs * 2 ** (failures - 1), timing.relistenMs * 5);
        failures += 1;
        waiting = setTimeout(connect, wait);
        waiting.unref();
      }
      return lost;
    };
    const listenOn = (name: string, channel: Channel) =>
      client.query(`listen ${name}`).then(
        () => {
          if (current === client && !channel.heard) {
            channel.heard = true;
            tell(channel, true);
          }
        },
        () => lose(),
      );
    const heartbeat = () => {
      beats += 1;
      unanswered.set(beats, Date.now());
      // So a connection that hears nothing is lost whatever the two timings are.
      if (due === undefined) {
        armDeadline();
      }
      client.query('select pg_notify($1, $2)', [HEARTBEAT_CHANNEL, `${ownBeat}${beats}`]).catch(() => lose());
    };
    client.on('error', (error) => {
      watch?.connectionLost('listener', error);
      void lose();
    });
    client.on('end', () => void lose());
    client.on('notification', (notice) => {
      if (notice.channel === HEARTBEAT_CHANNEL) {
        if (!notice.payload?.startsWith(ownBeat)) {
          return;
        }
        // This beat and every earlier one are answered; a later one keeps its own deadline.
        const answered = Number(notice.payload.slice(ownBeat.length));
        for (const sent of unanswered.keys()) {
          if (sent <= answered) {
            unanswered.delete(sent);
          }
        }
        armDeadline();
        if (!open) {
          open = true;
          failures = 0;
          for (const [name, channel] of channels) {
            void listenOn(name, channel);
          }
        }
        return;
      }
      const channel = channels.get(notice.channel);
      if (channel?.heard) {
        for (const listener of channel.listeners) {
          listener.onNotice(notice.payload ?? '');
        }
      }
    });
    const startedAt = performance.now();
    client
      .connect()
      .then(
        () => watch?.connected(),
        (error: unknown) => {
          watch?.connectFailed(error, startedAt);
          throw error;
        },
      )
      .then(() => client.query(`listen ${HEARTBEAT_CHANNEL}`))
      .then(() => {
        heartbeat();
        beat = setInterval(heartbeat, timing.heartbeatMs);
        beat.unref();
      })
      .catch(() => lose());
    connection = { client, listenOn, end: lose };
  };

  const listen: ListenFor = (name, onNotice, onHearing) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
      throw new Error(`not a channel name: ${name}`);
    }
    const known = channels.get(name);
    const channel = known ?? { listeners: [], heard: false };
    channel.listeners.push({ onNotice, onHearing });
    channels.set(name, channel);
    const live = connection;
    if (channel.heard) {
      onHearing(true);
    } else if (!known && open && live && live.client === current) {
      void live.listenOn(name, channel);
    }
    // Nothing to do while connecting or waiting to: the channel is listened on once it is open.
    if (!current && !waiting && !closed) {
      connect();
    }
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(waiting);
      await connection?.end();
    },
  };
}
