// A module of src/ as the app's build bundles it (minified, ES2022, its exports kept), in memory:
// the code a bench weighs, or loads to time what ships rather than the source.
import { resolve } from 'node:path';
import { build } from 'vite';

/** The code of each chunk the module `entry` (a path from the repository's root) bundles to. */
export async function bundledChunks(entry: string): Promise<string[]> {
  const root = resolve(import.meta.dirname, '../..');
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: resolve(root, entry), preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
  return outputs.flatMap((o) => o.output).flatMap((chunk) => (chunk.type === 'chunk' && chunk.code !== undefined ? [chunk.code] : []));
}
