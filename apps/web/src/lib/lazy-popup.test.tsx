import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLazyPopup } from './lazy-popup';

type PopupProps = { open: boolean; children: ReactNode };

/** A stand-in popup: shows "menu" beside its trigger while open. */
function FakePopup({ open, children }: PopupProps) {
  return (
    <>
      {children}
      {open ? <p>menu</p> : null}
    </>
  );
}

function setup() {
  let resolve: (module: { default: typeof FakePopup }) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<{ default: typeof FakePopup }>((done) => (resolve = done));
  };
  function Trigger() {
    const [open, setOpen] = useState(false);
    const { Popup, triggerRef, loadPopup } = useLazyPopup(load);
    const button = (
      <button ref={triggerRef} onClick={Popup ? undefined : () => loadPopup(() => setOpen(true))}>
        open
      </button>
    );
    return Popup ? <Popup open={open}>{button}</Popup> : button;
  }
  render(<Trigger />);
  return { loads: () => loads, finish: () => act(() => resolve({ default: FakePopup })) };
}

describe('useLazyPopup', () => {
  it('loads nothing until the trigger is clicked, then opens the loaded popup', async () => {
    const popup = setup();
    expect(popup.loads()).toBe(0);
    fireEvent.click(screen.getByRole('button'));
    expect(popup.loads()).toBe(1);
    expect(screen.queryByText('menu')).toBeNull();
    await popup.finish();
    expect(screen.getByText('menu')).toBeTruthy();
  });

  it('gives the focus back to the trigger mounted inside the popup', async () => {
    const popup = setup();
    const first = screen.getByRole('button');
    first.focus();
    fireEvent.click(first);
    await popup.finish();
    const second = screen.getByRole('button');
    expect(second).not.toBe(first);
    expect(document.activeElement).toBe(second);
  });

  it('leaves the focus where it was when the trigger did not have it (a mouse click)', async () => {
    const popup = setup();
    fireEvent.click(screen.getByRole('button'));
    await popup.finish();
    expect(document.activeElement).toBe(document.body);
  });
});
