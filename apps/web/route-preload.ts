import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Lazy routes are fetched only once the entry has run, a second round trip before the first paint. For the
 * landing pages named here, a tiny inline script in index.html starts fetching the page's chunk, its static
 * imports, its CSS and the API data it shows together with the entry, and only on that page. The API's CSP allows
 * this script by its hash, read from the built index.html when the server starts (plugins/security-headers.ts).
 */
export function routePreload(routes: Record<string, { module: string; data?: string[] }>): Plugin {
  return {
    name: 'lome-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const entryFiles = new Set<string>();
        for (const entry of chunks.filter((c) => c.isEntry)) {
          entryFiles.add(entry.fileName);
          for (const f of entry.imports) entryFiles.add(f);
        }
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const plan: Record<string, { js: string[]; css: string[]; data: string[] }> = {};
        for (const [path, route] of Object.entries(routes)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route.module));
          if (!chunk) throw new Error(`route-preload: no chunk for ${route.module}`);
          const js = new Set<string>();
          const css = new Set<string>();
          const visit = (c: OutputChunk) => {
            if (js.has(c.fileName) || entryFiles.has(c.fileName)) return;
            js.add(c.fileName);
            c.viteMetadata?.importedCss.forEach((f) => css.add(f));
            c.imports.forEach((f) => {
              const next = byFile.get(f);
              if (next) visit(next);
            });
          };
          visit(chunk);
          plan[path] = {
            js: [...js].map((f) => `/${f}`),
            css: [...css].map((f) => `/${f}`),
            data: route.data ?? [],
          };
        }
        const script =
          `(function(p){var r=p[location.pathname];if(!r)return;` +
          // crossOrigin as Vite's own preload helper sets it, so the later requests reuse these responses.
          `function add(rel,h,as){var l=document.createElement('link');l.rel=rel;l.href=h;l.crossOrigin='';if(as)l.as=as;document.head.appendChild(l)}` +
          `r.js.forEach(function(h){add('modulepreload',h)});r.css.forEach(function(h){add('preload',h,'style')});r.data.forEach(function(h){add('preload',h,'fetch')})})` +
          `(${JSON.stringify(plan)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
