// knip's findings (knip.config.ts) as one line each, `FILE: KIND NAME`, so a failure names them
// all and the list of those waiting to be removed can be compared line by line.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './import-graph.ts';

interface Finding {
  readonly name: string;
  readonly line?: number;
}

type Report = { readonly issues: readonly ({ readonly file: string } & Record<string, unknown>)[] };

/** knip's own words for its kinds of finding, singular. */
const KINDS: Readonly<Record<string, string>> = {
  files: 'file',
  dependencies: 'dependency',
  devDependencies: 'devDependency',
  optionalPeerDependencies: 'optionalPeerDependency',
  unlisted: 'unlisted dependency',
  binaries: 'unlisted binary',
  unresolved: 'unresolved import',
  exports: 'export',
  types: 'type',
  nsExports: 'namespace export',
  nsTypes: 'namespace type',
  namespaceMembers: 'namespace member',
  enumMembers: 'enum member',
  classMembers: 'class member',
  duplicates: 'duplicate export',
  catalog: 'catalog entry',
  catalogReferences: 'catalog reference',
};

/** Runs knip over the repository and returns each finding as `FILE: KIND NAME` with its line (or `FILE: file` for an unused file). */
export function unusedCode(): { key: string; at: string }[] {
  // knip's own command (package.json "bin"), run by this Node: no shell, no npx.
  const bin = join(root, 'node_modules/knip/bin/knip.js');
  let out: string;
  try {
    out = execFileSync(process.execPath, [bin, '--reporter', 'json', '--no-progress'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    // knip exits 1 when it finds something, with the report on stdout; anything else is a failure of its own.
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    if (failed.status !== 1 || !failed.stdout) throw new Error(`knip failed (exit ${failed.status}): ${failed.stderr ?? ''}`);
    out = failed.stdout;
  }
  const report = JSON.parse(out) as Report;
  const found: { key: string; at: string }[] = [];
  for (const issue of report.issues) {
    for (const [field, value] of Object.entries(issue)) {
      if (field === 'file' || field === 'owners') continue;
      const kind = KINDS[field];
      // An unknown field is a kind this test does not know yet: fail, rather than read past it.
      if (!kind) throw new Error(`knip reported a kind of finding this test does not know: ${field}`);
      const items = (Array.isArray(value) ? value : Object.values(value as object).flat()) as (Finding | Finding[])[];
      for (const item of items.flat()) {
        const key = kind === 'file' ? `${issue.file}: file` : `${issue.file}: ${kind} ${item.name}`;
        found.push({ key, at: `${issue.file}${item.line ? `:${item.line}` : ''}  ${kind === 'file' ? 'unused file' : `unused ${kind} ${item.name}`}` });
      }
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
