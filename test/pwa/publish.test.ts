// Publishing (issue 33 item 2): the GitHub Pages workflow builds the app the way the sub-path
// browser test's bundle is built and uploads the folder that build writes; the headers file
// for other static hosts keeps the worker and the manifest fresh, the hashed assets cached, and
// never blocks the camera (the join screen's scanner).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { headerRules } from '../support/headers-file.ts';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Readonly<Record<string, unknown>>;
}
interface Workflow {
  readonly on: Readonly<Record<string, unknown>>;
  readonly permissions: Readonly<Record<string, string>>;
  readonly concurrency?: unknown;
  readonly jobs: Readonly<Record<string, { readonly steps: readonly Step[]; readonly needs?: string }>>;
}

const workflow = parse(read('.github/workflows/pages.yml')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const action = (name: string) => steps.find((step) => step.uses?.split('@')[0] === name);
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('the GitHub Pages workflow', () => {
  it('parses, runs on a push to main and by hand, may deploy to Pages, one run at a time', () => {
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(workflow.concurrency).toBeDefined();
  });

  it("installs with npm ci on Node 20 and uses the official Pages actions, each pinned to a version", () => {
    expect(action('actions/setup-node')?.with?.['node-version']).toBe(20);
    expect(steps.map((step) => step.run)).toContain('npm ci');
    for (const name of ['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']) {
      expect(action(name)?.uses, name).toMatch(/@v\d+$/);
    }
  });

  it('builds with build:pages, the plain `vite build` the browser tests serve (under /mesa/ too), after npm ci', () => {
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs.indexOf('npm run build:pages')).toBeGreaterThan(runs.indexOf('npm ci'));
    // test/e2e/global-setup.ts and test/support/run-tests.mjs build the bundle that
    // test/e2e/sub-path.test.ts serves with Vite's build and this repository's config, nothing
    // else: no other base, mode or config here, or Pages would publish something untested.
    expect(scripts['build:pages']).toBe('vite build');
  });

  it('uploads the folder that build writes, built with the relative base that works under any path', async () => {
    const config = await resolveConfig({ root, logLevel: 'silent' }, 'build', 'production');
    expect(config.base).toBe('./');
    expect(action('actions/upload-pages-artifact')?.with?.path).toBe(config.build.outDir);
  });
});

describe('public/_headers for other static hosts', () => {
  const rules = headerRules(read('public/_headers'));

  // test/e2e/sub-path.test.ts serves the build by these rules and checks each names files it wrote.
  it('the service worker and the manifest are never cached without asking', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest']) expect(rules.get(path)?.get('cache-control'), path).toBe('no-cache');
  });

  it("the manifest is sent with the manifest's type", () => {
    expect(rules.get('/manifest.webmanifest')?.get('content-type')).toBe('application/manifest+json');
  });

  it('the hashed assets are kept for a year and never revalidated', () => {
    const assets = rules.get('/assets/*')?.get('cache-control') ?? '';
    expect(assets.split(/,\s*/)).toEqual(expect.arrayContaining(['max-age=31536000', 'immutable']));
  });

  it('no header blocks the camera (the scanner) or any other feature', () => {
    const policies = [...rules.values()].flatMap((headers) => [headers.get('permissions-policy'), headers.get('feature-policy')]);
    expect(policies.filter((policy) => policy !== undefined)).toEqual([]);
  });
});
