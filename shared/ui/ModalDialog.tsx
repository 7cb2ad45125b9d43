import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** shown above the title, e.g. the client of a case study */
  eyebrow?: ReactNode;
  children: ReactNode;
  width?: 'md' | 'lg';
}

/**
 * The site's modal dialog (Radix Dialog: focus trapped inside, Escape and the overlay close it).
 * Pages open it from their own buttons and often load it lazily, so instead of Radix's Trigger it
 * remembers what had focus when it opened and returns focus there when it closes.
 */
export function ModalDialog({ open, onOpenChange, title, description, eyebrow, children, width = 'md' }: ModalDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-line bg-surface p-6 text-ink shadow-xl ${
            width === 'lg' ? 'max-w-2xl' : 'max-w-lg'
          }`}
        >
          {eyebrow ? <p className="text-sm text-muted">{eyebrow}</p> : null}
          <Dialog.Title className="ui-heading-2">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
