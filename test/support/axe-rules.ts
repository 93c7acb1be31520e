// A3: which of axe-core's rules run where. Every screen is checked against the same WCAG 2 A/AA
// rules and best practices; a component test (test/screens, happy-dom) runs those a DOM alone
// decides, and a browser test of the same screen's layout runs the rest, which need the boxes and
// colours only a real layout computes. A screen only the browser shows runs them all there.

/** The rule sets every check runs. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The rules that need a real layout: happy-dom computes no boxes nor colours. */
export const LAYOUT_RULES = ['color-contrast', 'color-contrast-enhanced', 'target-size', 'scrollable-region-focusable', 'link-in-text-block'];
