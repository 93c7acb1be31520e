// A3 in the component tests: axe-core on what the page shows now, with the rules of the browser
// tests (test/e2e/support/axe.ts) except those that need a real layout, which happy-dom does not
// compute: colour contrast and the rest stay checked in the browser tests' screenshots.
import axe from 'axe-core';

const needsLayout = ['color-contrast', 'color-contrast-enhanced', 'target-size', 'scrollable-region-focusable', 'link-in-text-block'];

/** Fails with every violation axe finds on the page as it is now, `screen` naming it. */
export async function expectAccessible(screen: string): Promise<void> {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: Object.fromEntries(needsLayout.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  const found = result.violations.map((v) => `  ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.html.slice(0, 120)}`).join('\n    ')}`);
  if (found.length > 0) throw new Error(`${screen}: accessibility violations (axe-core):\n${found.join('\n')}`);
}
