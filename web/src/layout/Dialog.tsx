import { useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import './dialog.css';

export interface DialogControl {
  ref: RefObject<HTMLDialogElement | null>;
  opener: RefObject<HTMLElement | null>;
  /** Opens the dialog as a modal, remembering what had focus so closing can give it back. */
  open(): void;
  close(): void;
}

/** The handle a component keeps to open and close its `<Dialog>`. */
export function useDialog(): DialogControl {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      ref,
      opener,
      open() {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        if (!ref.current?.open) ref.current?.showModal();
      },
      close() {
        ref.current?.close();
      },
    }),
    [],
  );
}

interface DialogProps {
  control: DialogControl;
  /** The heading the dialog is named by. */
  title: ReactNode;
  /** What the dialog is about, read out after its name. */
  description?: ReactNode;
  /** Escape does nothing: the terms dialog always, a form's dialog while it is sending. */
  persistent?: boolean;
  /** Opens as soon as it mounts, for a dialog that stands in for the page. */
  openOnMount?: boolean;
  maxWidthPx?: number;
  /** After any close (Escape, a Cancel button, a finished form); focus then returns to the opener. */
  onClose?(): void;
  children: ReactNode;
}

/** A dialog's width limit, as an inline style (shared with the terms dialog's preview). */
export const dialogWidth = (maxWidthPx?: number): CSSProperties | undefined =>
  maxWidthPx ? ({ maxWidth: maxWidthPx, '--dialog-width': `${maxWidthPx}px` } as CSSProperties) : undefined;

/** A native modal `<dialog>`: focus is trapped by the browser, and goes back where it was on close. */
export function Dialog({
  control,
  title,
  description,
  persistent,
  openOnMount,
  maxWidthPx,
  onClose,
  children,
}: DialogProps) {
  const id = useId();
  useEffect(() => {
    if (!openOnMount) return;
    // Rendered open, so the server's page shows it before any script; as a plain open dialog it is
    // not modal yet, so it is reopened as one.
    const element = control.ref.current;
    if (element?.open && !element.matches(':modal')) element.removeAttribute('open');
    control.open();
  }, [openOnMount, control]);
  return (
    <dialog
      ref={control.ref}
      open={openOnMount || undefined}
      data-open-on-mount={openOnMount || undefined}
      className="dialog"
      style={dialogWidth(maxWidthPx)}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => persistent && event.preventDefault()}
      onClose={() => {
        onClose?.();
        control.opener.current?.focus();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {description && (
        <div id={`${id}-description`} className="dialog-description">
          {description}
        </div>
      )}
      {children}
    </dialog>
  );
}
