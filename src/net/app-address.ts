// The address a code's link opens: the folder this app is served from. The build's base is
// relative ('./', vite.config.ts) so that one build works at a domain's root and under any
// sub-path (a GitHub Pages project site lives under /<repository>/); resolved against the page's
// own address it names that folder. The dev server's base '/' names the root. The page's query
// and hash (the `#join=` it may have been opened with) never come along.

/** The app's address for a page at `page`, built with `base` (import.meta.env.BASE_URL). */
export function appAddressAt(base: string, page: string): string {
  return new URL(base, page).href;
}

/** This app's own address, for the page it runs in: the link in a code opens it, and "Share Mesa" shows it. */
export function appAddress(): string {
  return appAddressAt(import.meta.env.BASE_URL, location.href);
}
