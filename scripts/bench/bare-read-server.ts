import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

// A reference for routes that read the database: bare Fastify plus one prepared SQLite read of the order named in
// the URL (primary key lookup, the cheapest read there is), then the recorded bytes of the real endpoint. How far
// it falls below the bare route is what one database read costs on this machine, before any code of ours runs.
const recorded = JSON.parse(fs.readFileSync(process.env.BENCH_RESPONSE_FILE!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');
const db = new SQLite(process.env.BENCH_DB_FILE!, { fileMustExist: true });
db.pragma('journal_mode = WAL');
const read = db.prepare('SELECT status FROM orders WHERE id = ?');

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const id = request.url.split('/')[3] ?? '';
  if (!read.get(id)) return reply.status(404).send();
  return reply.headers(recorded.headers).send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
