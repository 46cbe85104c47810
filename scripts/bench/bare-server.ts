import fs from 'node:fs';
import Fastify from 'fastify';

// The baseline: Fastify with nothing else, answering the recorded bytes and headers of the real endpoint.
const recorded = JSON.parse(fs.readFileSync(process.env.BENCH_RESPONSE_FILE!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.headers(recorded.headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
