// A download as a browser test sees one (Playwright's `download` event): the app saves a file by
// clicking a link with `download` to an object URL (ui/setup/backup-file.ts). The link's click is
// caught here before happy-dom follows it, with the file's name and the Blob behind its URL.
const blobs = new Map<string, Blob>();
const createObjectURL = URL.createObjectURL.bind(URL);
URL.createObjectURL = (object: Blob | MediaSource) => {
  const url = createObjectURL(object);
  if (object instanceof Blob) blobs.set(url, object);
  return url;
};

export interface Download {
  /** The name the app suggests (the link's `download`). */
  readonly name: string;
  /** The file's contents. */
  text(): Promise<string>;
}

/** The next file the page downloads; start waiting before the tap, as with Playwright's waitForEvent. */
export function nextDownload(): Promise<Download> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const link = event.target;
      if (!(link instanceof HTMLAnchorElement) || !link.download) return;
      event.preventDefault();
      document.removeEventListener('click', listener, true);
      const blob = blobs.get(link.href);
      resolve({
        name: link.download,
        text: () => (blob ? blob.text() : Promise.reject(new Error(`no Blob behind ${link.href}`))),
      });
    };
    document.addEventListener('click', listener, true);
  });
}
