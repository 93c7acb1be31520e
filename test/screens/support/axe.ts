// A3 in the component tests: axe-core on what the page shows now, every rule but those that need a
// real layout (test/support/axe-rules.ts), which the browser tests of the same screens run.
import axe from 'axe-core';
import { AXE_TAGS, LAYOUT_RULES } from '../../support/axe-rules.ts';

/** Fails with every violation axe finds on the page as it is now, `screen` naming it. */
export async function expectAccessible(screen: string): Promise<void> {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries(LAYOUT_RULES.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  const found = result.violations.map((v) => `  ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.html.slice(0, 120)}`).join('\n    ')}`);
  if (found.length > 0) throw new Error(`${screen}: accessibility violations (axe-core):\n${found.join('\n')}`);
}
