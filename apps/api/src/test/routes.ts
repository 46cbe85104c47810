import type { FastifyInstance } from 'fastify';

/** Every route of the app as `METHOD /path`, read from Fastify's own route tree (HEAD mirrors GET). */
export function listRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    for (const method of (m[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path === '*' ? '/*' : path}`);
    }
  }
  return routes;
}
