// An automated accessibility check (axe-core, pinned) of what a page shows now.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { AXE_TAGS, LAYOUT_RULES } from '../../support/axe-rules.ts';

// Bytes, not a string: the server would encode the half-megabyte again for every page that asks.
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));

/** Where the test servers (global-setup.ts, serve.ts) serve axe, beside the app: never in a build. */
const AXE_PATH = '/__mesa-test__/axe.min.js';

/**
 * The test servers' copy of axe. A page loads it as a script of its own origin, which the app's
 * Content Security Policy allows, from the browser's cache after the first time, and compiled from
 * V8's cache: the half-megabyte evaluated through the driver on every page took about as long as
 * the check itself, a quarter of the browser suite's time.
 */
export function axeServed(): Plugin {
  return {
    name: 'mesa-test-axe',
    configurePreviewServer(server) {
      server.middlewares.use(AXE_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'public, max-age=3600, immutable');
        response.end(source);
      });
    },
  };
}

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly string[];
}

/** Which rules a check runs (test/support/axe-rules.ts): all, or those only a real layout decides. */
export type AxeRules = 'all' | 'layout';

/**
 * A3: fails with every violation axe finds on the page as it is now, `screen` naming it. `layout`
 * for a screen whose component test runs the other rules.
 */
export async function expectAccessible(page: Page, screen: string, rules: AxeRules = 'all'): Promise<void> {
  const found = await violations(page, rules);
  if (found.length > 0) throw new Error(`${screen}: accessibility violations (axe-core):\n${found.map((v) => `  ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n')}`);
}

/** In the page: loads axe from its own origin's test server; false where that server has none (or is down). */
function loadServedAxe(path: string): Promise<boolean> {
  if ((window as { axe?: unknown }).axe) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = path;
    script.onload = () => {
      script.remove();
      resolve(true);
    };
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.head.append(script);
  });
}

/** axe's violations of the WCAG 2 A and AA rules (and its best practices) on the page as it is now. */
async function violations(page: Page, rules: AxeRules): Promise<Violation[]> {
  // A page served by neither test server (a fixture, a server taken down to test offline) is given
  // axe through the driver, which the Content Security Policy does not see.
  if (!(await page.evaluate(loadServedAxe, AXE_PATH))) await page.evaluate(`(() => { ${source}; })()`);
  return page.evaluate(
    async ({ tags, only }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const runOnly = only ? { type: 'rule' as const, values: axe.getRules(tags).map((rule) => rule.ruleId).filter((id) => only.includes(id)) } : { type: 'tag' as const, values: tags };
      const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ') + ' — ' + n.html.slice(0, 120)) }));
    },
    { tags: AXE_TAGS, only: rules === 'layout' ? LAYOUT_RULES : null },
  );
}
