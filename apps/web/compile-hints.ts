import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Chunk = Pick<Rollup.OutputChunk, 'isEntry'>;
type Bundle = Record<
  string,
  Pick<Rollup.OutputChunk, 'type' | 'fileName' | 'isEntry' | 'code' | 'map'> | Rollup.OutputAsset
>;

/** What a chunk's hash must also cover: the hint, for the entry. */
export const hintInHash = (chunk: Chunk): string | undefined => (chunk.isEntry ? COMPILE_HINT : undefined);

/** Puts the hint at the top of the entry chunk, its source map (when built) moved down by that line. */
export function hintEntry(bundle: Bundle): void {
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !file.isEntry) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (!file.map) continue;
    file.map.mappings = `;${file.map.mappings}`;
    const mapFile = bundle[`${file.fileName}.map`];
    if (mapFile?.type === 'asset') mapFile.source = file.map.toString();
  }
}

/**
 * The entry chunk (React DOM, the router, the app's shell) is run in full as soon as it arrives: every page
 * hydrates with it. Chrome compiles a script's functions lazily, on the main thread, the first time each is
 * called; with the hint it compiles them on the thread that streams the download instead, so a cheap phone's main
 * thread only runs them (decision 0057).
 * The hint goes in after minification, which drops comments; the chunk's hash is told of it first, so that the
 * file's name still changes with what it holds.
 */
export function compileHints(): Plugin {
  return {
    name: 'lome-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    augmentChunkHash: hintInHash,
    generateBundle: (_options, bundle) => hintEntry(bundle),
  };
}
