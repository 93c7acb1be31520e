// A button that opens the phone's file chooser. The file input itself stays hidden (it cannot be
// made a big button), and its value is cleared after each choice, so that choosing the same file
// again, after a refusal, is seen as a new choice.
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

interface FileButtonProps {
  /** The chooser's file types (the input's `accept`). */
  readonly accept: string;
  readonly disabled: boolean;
  readonly onFile: (file: File) => void;
  readonly children: ComponentChildren;
}

export function FileButton({ accept, disabled, onFile, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" class="button secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </button>
      <input
        ref={input}
        class="visually-hidden"
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
