// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { inScreenScope } from './screen-scope';

/** A page with an opener button and, while open, a dialog with three controls and a collapsed one. */
function Page({ onClose, withInitialFocus = false }: { onClose?: () => void; withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLButtonElement>(null);
  return (
    <div id="root">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          label="Photos"
          initialFocus={withInitialFocus ? secondRef : undefined}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button" ref={secondRef}>
            Second
          </button>
          <a href="#last">Last</a>
          <div hidden>
            <button type="button">Collapsed</button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function renderPage(props: Parameters<typeof Page>[0] = {}) {
  // The dialog makes #root inert while it is open; render the page inside one.
  const host = document.createElement('div');
  document.body.append(host);
  render(<Page {...props} />, { container: host });
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Photos' }) };
}

const tab = (shift = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: shift });

describe('Dialog', () => {
  it('is a named modal dialog that takes the focus and makes the page behind it inert', () => {
    const { dialog } = renderPage();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect((document.getElementById('root') as HTMLElement & { inert: boolean }).inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses the element it is told to', () => {
    renderPage({ withInitialFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('wraps Tab from the last visible control to the first, and Shift+Tab back, skipping collapsed ones', () => {
    renderPage();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape, gives the focus back to the opener and unlocks the page', () => {
    const onClose = vi.fn();
    const { opener } = renderPage({ onClose });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect((document.getElementById('root') as HTMLElement & { inert: boolean }).inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  describe('history', () => {
    const waitForPop = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

    it('adds an entry on opening, and Back closes the dialog', async () => {
      const onClose = vi.fn();
      const under = (window.history.state as Record<string, unknown> | null)?.nyumbaDialog;
      renderPage({ onClose });
      const mark = (window.history.state as Record<string, unknown>).nyumbaDialog;
      expect(mark).toEqual(expect.any(Number));
      expect(mark).not.toBe(under);
      const popped = waitForPop();
      await act(async () => {
        window.history.back();
        await popped;
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('takes its entry back off when closed by Escape, so the history does not grow', async () => {
      renderPage();
      const entry = window.history.state as Record<string, unknown>;
      expect(entry.nyumbaDialog).toEqual(expect.any(Number));
      const popped = waitForPop();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await act(() => popped);
      expect((window.history.state as Record<string, unknown> | null)?.nyumbaDialog).not.toBe(entry.nyumbaDialog);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('stays open when opened again right after closing, while the last Back is under way', async () => {
      renderPage();
      const popped = waitForPop();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      await act(() => popped);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.getByRole('dialog', { name: 'Photos' })).toBeTruthy();
      expect((window.history.state as Record<string, unknown>).nyumbaDialog).toEqual(expect.any(Number));
    });

    /** A page whose dialog's opener goes while the dialog is open (a deleted card, a popup redrawn). */
    function PageLosingItsOpener() {
      const [open, setOpen] = useState(false);
      const [openerShown, setOpenerShown] = useState(true);
      return (
        <div id="root">
          {openerShown ? (
            <button type="button" onClick={() => setOpen(true)}>
              Open
            </button>
          ) : null}
          {open ? (
            <Dialog label="Details" onClose={() => setOpen(false)}>
              <button type="button" onClick={() => setOpenerShown(false)}>
                Redraw the page behind
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </Dialog>
          ) : null}
        </div>
      );
    }

    it('takes its entry off when what opened it is gone but its page stays', async () => {
      const Screen = inScreenScope(PageLosingItsOpener);
      render(<Screen />);
      const under = window.history.state as Record<string, unknown> | null;
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      expect((window.history.state as Record<string, unknown>).nyumbaDialog).toEqual(expect.any(Number));
      fireEvent.click(screen.getByRole('button', { name: 'Redraw the page behind' }));
      expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
      const popped = waitForPop();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await act(() => popped);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
      expect((window.history.state as Record<string, unknown> | null)?.nyumbaDialog).toBe(under?.nyumbaDialog);
    });

    it('leaves the history alone when its page goes away with it (the app is navigating)', async () => {
      const Screen = inScreenScope(Page);
      let leave = () => {};
      function App() {
        const [shown, setShown] = useState(true);
        leave = () => setShown(false);
        return shown ? <Screen /> : <p>Signed out</p>;
      }
      render(<App />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      const entry = (window.history.state as Record<string, unknown>).nyumbaDialog;
      const back = vi.spyOn(window.history, 'back');
      act(() => leave());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Signed out')).toBeTruthy();
      expect(back).not.toHaveBeenCalled();
      expect((window.history.state as Record<string, unknown>).nyumbaDialog).toBe(entry);
      back.mockRestore();
    });
  });
});
