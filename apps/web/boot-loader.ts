import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type RoutePlan = Record<string, { js: string[] }>;

/** What runs in the page before any of our JavaScript (the template's only inline script, allowed by its hash). */
function bootScript(plan: RoutePlan, entry: string[], css: string, manifest: string): string {
  // Written in ES5 for every phone that still opens the site, and kept small: it is in every page's first bytes.
  return `(function(plan,entry,css,manifest){var d=document,w=window,queue=[];
function keep(e){var t=e.target;
if(e.type==='submit'){e.preventDefault();e.stopPropagation();if(queue.indexOf(t)<0)queue.push(t);return}
if(w.__lomeHydrating)return;
var b=t&&t.closest&&t.closest('button');
if(b&&!b.disabled&&(b.type!=='submit'||!b.form)&&queue[queue.length-1]!==b){queue.push(b);b.style.opacity='.6'}}
d.addEventListener('click',keep,true);d.addEventListener('submit',keep,true);
w.__lomeReplay=function(){d.removeEventListener('click',keep,true);d.removeEventListener('submit',keep,true);
var q=queue;queue=[];q.forEach(function(el){if(!el.isConnected)return;if(el.tagName==='FORM')el.requestSubmit();else{el.style.opacity='';el.click()}})};
function add(rel,h,m){var l=d.createElement('link');l.rel=rel;l.href=h;l.crossOrigin='';if(m)l.media=m;d.head.appendChild(l);return l}
var started=false;
function start(){if(started)return;started=true;var r=plan[location.pathname];
if(manifest){var m=d.createElement('link');m.rel='manifest';m.href=manifest;d.head.appendChild(m)}
var run=function(){import(entry[0])};
if(d.querySelector('link[rel=stylesheet][href="'+css+'"]'))run();
else{var l=add('stylesheet',css,'print');l.onerror=run;l.onload=function(){l.media='all';var s=d.getElementById('critical-css');if(s)s.remove();run()}}
var later=entry.concat(r?r.js:[]);
(function next(){var batch=later.splice(0,4);batch.forEach(function(h){add('modulepreload',h)});if(later.length)setTimeout(next,0)})()}
function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}
function onLoad(img,f){if(img.complete)f();else{img.addEventListener('load',f);img.addEventListener('error',f)}}
d.addEventListener('DOMContentLoaded',function(){
if(!d.getElementById('ssr-state'))return start();
var img=d.querySelector('#root img[fetchpriority=high]'),P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;
setTimeout(start,3000);
if(!t||t.indexOf('largest-contentful-paint')<0){if(img)onLoad(img,afterPaint);else afterPaint();return}
var o=new P(function(l){l.getEntries().forEach(function(e){if(!img||e.element===img){o.disconnect();setTimeout(start,0)}})});
o.observe({type:'largest-contentful-paint',buffered:true});
if(img)onLoad(img,function(){setTimeout(start,1000)})})
})(${JSON.stringify(plan)},${JSON.stringify(entry)},${JSON.stringify(css)},${JSON.stringify(manifest)})`.replace(
    /\n/g,
    '',
  );
}

/**
 * The page's JavaScript starts from one inline script instead of Vite's module tag (decision 0037).
 * - A page the browser renders itself (no server render: the account pages, the back-office) starts at once, its
 *   stylesheet render-blocking as built.
 * - A server-rendered public page (decision 0032) paints first: its critical CSS is inline (plugins/web.ts), and its
 *   JavaScript and full stylesheet are asked for only once the page's main picture (the `fetchpriority="high"`
 *   image, if any) has loaded and a frame has been painted, so that on a slow link the picture does not share the
 *   bandwidth with 100 KB of code. Taps and form sends made before hydration are kept and replayed after it; a
 *   kept tap dims its button meanwhile, so the customer sees it was taken and does not tap again. A tap is React's
 *   once hydration begins (it hydrates and replays it), but a form send is not: one made while the page hydrates
 *   reached no handler and the browser sent the form itself, the fields in the address. Sends are kept until the
 *   page has hydrated and been given back what was typed (lib/early-taps.tsx), then sent through the page.
 * - The full stylesheet is asked for as `media="print"` and switched on once it has arrived, in the same task that
 *   drops the inline critical block (whose rules it holds too): the page's styles are worked out once, against one
 *   copy of the rules, instead of once when the sheet applies and again when the block goes (decision 0059).
 * - The page's JavaScript starts once the browser reports the main picture painted (its `largest-contentful-paint`
 *   entry; with no picture, the first one), not one frame after the picture loads: the frame is presented later
 *   than that, and code asked for before it competes with the picture. Without the entry (an older browser), one
 *   frame after the picture loads as before; if the picture never reports (it is not the page's largest), a second
 *   after it loads; in any case 3 s after the document.
 * - Nothing else on the wire before the main picture either: the browser asks for the web app manifest and the
 *   tab's icon as soon as the document has loaded, often before the picture is on screen, each on a connection of
 *   its own. The manifest's link is added when the code starts (installing needs it, the first paint does not),
 *   and the tab's icon (under 1 KB) travels in the page as a `data:` address (bootAssets).
 * - The landing pages named here also get their page chunk and its imports preloaded together with the entry, a
 *   second round trip saved (decision 0004). The preloads go four to a task: inserting a link costs a cheap phone
 *   a few milliseconds, and sixteen at once made a long task.
 * The API's CSP allows the script by its hash, read from the built index.html (plugins/security-headers.ts).
 */
export function bootLoader(routes: Record<string, { module: string }>): Plugin {
  let publicDir = '';
  return {
    name: 'lome-boot-loader',
    apply: 'build',
    // After the PWA plugin (itself 'post'), whose manifest link bootAssets moves.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
        const entryChunk = chunks.find((c) => c.isEntry);
        if (!entryChunk) throw new Error('boot-loader: no entry chunk');
        const entryFiles = new Set<string>([entryChunk.fileName, ...entryChunk.imports]);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const plan: RoutePlan = {};
        for (const [path, route] of Object.entries(routes)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route.module));
          if (!chunk) throw new Error(`boot-loader: no chunk for ${route.module}`);
          const js = new Set<string>();
          const visit = (c: OutputChunk) => {
            if (js.has(c.fileName) || entryFiles.has(c.fileName)) return;
            js.add(c.fileName);
            c.imports.forEach((f) => {
              const next = byFile.get(f);
              if (next) visit(next);
            });
          };
          visit(chunk);
          plan[path] = { js: [...js].map((f) => `/${f}`) };
        }
        const css = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"/)?.[1];
        if (!css) throw new Error('boot-loader: no stylesheet in index.html');
        const entry = [entryChunk.fileName, ...entryChunk.imports].map((f) => `/${f}`);
        const withoutEntry = html
          .replace(/\s*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (withoutEntry.includes(entryChunk.fileName)) throw new Error('boot-loader: entry tag not removed');
        const { html: page, manifest } = bootAssets(withoutEntry, publicDir);
        return page.replace(
          /<\/title>/,
          () => `</title>\n    <script>${bootScript(plan, entry, css, manifest)}</script>`,
        );
      },
    },
  };
}

/**
 * The page without the requests a browser makes of its own before the main picture is on screen: the manifest's
 * link taken out (its address returned, for the boot script to add), the tab's icon made a `data:` address of the
 * file in `publicDir`.
 */
export function bootAssets(html: string, publicDir: string): { html: string; manifest: string } {
  const link = html.match(/\s*<link rel="manifest" href="([^"]+)"[^>]*>/);
  const icon = html.match(/<link rel="icon" href="(\/[^"]+\.png)"/);
  if (!icon) throw new Error('boot-loader: no PNG icon link in index.html');
  const png = fs.readFileSync(path.join(publicDir, icon[1]!));
  const inlined = `data:image/png;base64,${png.toString('base64')}`;
  return {
    html: (link ? html.replace(link[0], '') : html).replace(icon[0], `<link rel="icon" href="${inlined}"`),
    manifest: link?.[1] ?? '',
  };
}
