/** O4: a Monte Carlo sample's seed is FNV-1a of the situation's parts, so the same situation always draws the same sample. */
export function situationSeed(parts: readonly unknown[]): number {
  const text = JSON.stringify(parts);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
