// Files in and out of the app in the component tests (the counterpart of Playwright's download
// and file-chooser events): a download is the app's link to a blob, caught as it is clicked; a
// file chosen is handed to the hidden file input beside the button that opens the chooser.
import { afterEach, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { tap } from './app.tsx';

export interface Download {
  readonly name: string;
  readonly blob: Blob;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** From now on every file the app downloads is kept here, in order (no share sheet: the download path). */
export function catchDownloads(): Download[] {
  const blobs = new Map<string, Blob>();
  const caught: Download[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:mesa/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) caught.push({ name: this.download, blob });
  });
  return caught;
}

/** Taps `button` and waits for the file it downloads (the next one after those already caught). */
export async function downloaded(caught: Download[], button: string): Promise<{ name: string; text: string; bytes: Uint8Array }> {
  const before = caught.length;
  await tap(button);
  const file = await vi.waitFor(() => {
    if (caught.length <= before) throw new Error(`${button}: nothing downloaded yet`);
    return caught[before];
  }, { timeout: 15_000 });
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  return { name: file.name, text: new TextDecoder().decode(bytes), bytes };
}

/** Taps `button` (the chooser opens) and chooses a file `name` holding `contents`. */
export async function chooseFile(button: string, name: string, contents: string, type = 'text/csv'): Promise<void> {
  const opener = await screen.findByRole('button', { name: button });
  const input = opener.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`${button} opens no file chooser`);
  await tap(opener);
  fireEvent.change(input, { target: { files: [new File([contents], name, { type })] } });
}

export interface Shared {
  readonly title?: string;
  readonly text?: string;
  readonly files?: { name: string; type: string; size: number }[];
}

/** A phone with a share sheet (taking files too if `files`): what was sent to it, in order. */
export function shareSheet({ files = false } = {}): Shared[] {
  const sent: Shared[] = [];
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => void sent.push({ title: data.title, text: data.text, files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })) }),
  });
  if (files) Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  return sent;
}

/** The share sheet gone (a browser without one). */
export function noShareSheet(): void {
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
}

afterEach(noShareSheet);
