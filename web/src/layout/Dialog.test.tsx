import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, useDialog } from './Dialog.tsx';

function Example({ persistent, onClose }: { persistent?: boolean; onClose?: () => void }) {
  const dialog = useDialog();
  return (
    <>
      <button type="button" onClick={dialog.open}>
        Open
      </button>
      <Dialog
        control={dialog}
        title="Remove it?"
        description={<p>It cannot be undone.</p>}
        persistent={persistent}
        onClose={onClose}
      >
        <button type="button" onClick={dialog.close}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

async function openExample() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole<HTMLDialogElement>('dialog', { name: 'Remove it?' });
}

// The browser turns Escape into a cancelable `cancel` event and closes the dialog unless it is prevented.
function pressEscape(dialog: HTMLDialogElement) {
  if (fireEvent(dialog, new Event('cancel', { cancelable: true }))) dialog.close();
}

describe('Dialog', () => {
  it('is named by its heading and described by its description', async () => {
    render(<Example />);
    const dialog = await openExample();
    expect(dialog.open).toBe(true);
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('It cannot be undone.');
  });

  it('gives focus back to the button that opened it once closed', async () => {
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const dialog = await openExample();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes on Escape unless it is persistent', async () => {
    const { unmount } = render(<Example />);
    const closable = await openExample();
    pressEscape(closable);
    expect(closable.open).toBe(false);
    unmount();

    render(<Example persistent />);
    const persistent = await openExample();
    pressEscape(persistent);
    expect(persistent.open).toBe(true);
  });
});
