// An automated accessibility check (axe-core, pinned) of what a page shows now.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly string[];
}

/** A3: fails with every violation axe finds on the page as it is now, `screen` naming it. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const found = await violations(page);
  if (found.length > 0) throw new Error(`${screen}: accessibility violations (axe-core):\n${found.map((v) => `  ${v.id}: ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n')}`);
}

/** axe's violations of the WCAG 2 A and AA rules (and its best practices) on the page as it is now. */
async function violations(page: Page): Promise<Violation[]> {
  // Evaluated by the driver, not injected as a <script>: the app's Content Security Policy refuses inline scripts.
  const found: Violation[] = await page.evaluate(`(async () => {
    if (!window.axe) { ${source}; }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ') + ' — ' + n.html.slice(0, 120)) }));
  })()`);
  return found;
}
