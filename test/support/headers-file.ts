// A static host's `_headers` file (Netlify, Cloudflare Pages syntax), read as those hosts do: a
// line at the margin is a path (a trailing `*` matches the rest), each indented `Name: value`
// line below it a header for that path; `#` starts a comment.

/** Each path of the file with its headers (names in lower case), in the file's order. */
export function headerRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header outside a path, or with no value: ${line}`);
    current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return rules;
}

/** Whether a rule's path names `path` (a site path such as /assets/index-abc.js). */
export function ruleMatches(rule: string, path: string): boolean {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : path === rule;
}
