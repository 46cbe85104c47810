import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { lomeDay } from '@lome/shared';
import type { Db } from '../../db/connection.js';
import { etagOf } from '../../lib/etag.js';
import { getCatalogueVersion, localCatalogueBumps } from './catalogue.version.js';

const gzip = promisify(zlib.gzip);
const DAY_MS = 86_400_000;
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One catalogue answer, serialized and compressed once per catalogue version. */
export type CachedBody = { etag: string; bodies: Record<Encoding, Buffer> };

type Entry = { version: string; body: Promise<CachedBody>; ready?: CachedBody };

async function build(value: unknown): Promise<CachedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { etag: etagOf(identity), bodies: { identity, gzip: gz, br } };
}

/**
 * Caches public catalogue answers per catalogue version (the `catalogue_version` settings row, bumped by every
 * catalogue write). A write made by this process is seen at once; another process's write within about
 * `versionTtlMs` (docs/decisions/0006-catalogue-cache.md): once the known version is that old it is read again in
 * the background while requests keep being answered with it, so no request of the menu waits for a database
 * connection behind the order-status polls at lunch (that wait was PostgreSQL's p99). Only the very first
 * read, a write by this process or a new Lomé day makes a request wait.
 * The Lomé day is part of the version: a dish sold out yesterday is on sale again from midnight, with no write.
 */
export function createCatalogueCache(db: Db, opts: { versionTtlMs?: number } = {}) {
  const ttl = opts.versionTtlMs ?? 1000;
  const entries = new Map<string, Entry>();
  let known: { version: string; readAt: number; bumps: number; dayEnds: number } | undefined;
  let reading: Promise<string> | undefined;

  /** The known version still names the catalogue this process could serve (no own write, same day). */
  const usable = (now: number) => known && known.bumps === localCatalogueBumps() && now < known.dayEnds;

  function read(now: number): Promise<string> {
    // One read at a time: requests arriving meanwhile share its answer.
    reading ??= (async () => {
      const bumps = localCatalogueBumps();
      try {
        // No row yet (no catalogue write ever): '' still identifies the catalogue until the first write.
        // Lomé keeps UTC: its day ends at a multiple of 24 h since the epoch.
        const dayEnds = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
        const version = `${(await getCatalogueVersion(db)) ?? ''}@${lomeDay(new Date(now))}`;
        known = { version, readAt: now, bumps, dayEnds };
        return version;
      } finally {
        reading = undefined;
      }
    })();
    return reading;
  }

  /** Starts a background read when the known version is older than the delay; a failed read is tried again. */
  function refreshIfOld(now: number) {
    if (known && now - known.readAt >= ttl && !reading) read(now).catch(() => undefined);
  }

  function currentVersion(): string | Promise<string> {
    const now = Date.now();
    if (!usable(now)) return read(now);
    refreshIfOld(now);
    return known!.version;
  }

  return {
    /** The catalogue's version now, read as the cache reads it (server-rendered pages are kept by it, 0032). */
    version: currentVersion,

    /** The cached answer when it can be sent without waiting for anything (the common case). */
    peek(key: string): CachedBody | undefined {
      const now = Date.now();
      if (!usable(now)) return undefined;
      refreshIfOld(now);
      const hit = entries.get(key);
      return hit?.version === known!.version ? hit.ready : undefined;
    },

    async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
      const version = await currentVersion();
      const hit = entries.get(key);
      if (hit?.version === version) return hit.body;
      // Concurrent first requests share one load; a failed load is forgotten so the next request retries.
      const body = load().then(build);
      const entry: Entry = { version, body };
      entries.set(key, entry);
      body.then(
        (ready) => {
          entry.ready = ready;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return body;
    },
  };
}

/** The best encoding the client accepts among those cached (RFC 9110 Accept-Encoding, q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (e: Encoding) => accepted.get(e) ?? wildcard;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
