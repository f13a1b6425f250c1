import { fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LazyMenuProps, LazyMenuTrigger } from './lazy-menu';
import { WhenOpened } from './when-opened';

function FakeMenu({ defaultOpen, label }: LazyMenuProps & { label: string }) {
  return <div role="menu" aria-label={label} data-open={defaultOpen} />;
}

describe('LazyMenuTrigger', () => {
  it('is a closed menu button until used, then renders the menu open', async () => {
    const preload = vi.fn();
    const Menu = lazy(async () => ({ default: FakeMenu }));
    render(
      <LazyMenuTrigger
        menu={Menu}
        menuProps={{ label: 'Options' }}
        preload={preload}
        className="x"
        label="Open"
      >
        icon
      </LazyMenuTrigger>,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.focus(button);
    expect(preload).toHaveBeenCalled();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Options' });
    expect(menu.getAttribute('data-open')).toBe('true');
  });
});

describe('WhenOpened', () => {
  it('renders nothing until first opened, then stays mounted', async () => {
    const { rerender } = render(
      <WhenOpened open={false}>
        <p>dialog</p>
      </WhenOpened>,
    );
    expect(screen.queryByText('dialog')).toBeNull();
    rerender(
      <WhenOpened open>
        <p>dialog</p>
      </WhenOpened>,
    );
    expect(await screen.findByText('dialog')).toBeTruthy();
    rerender(
      <WhenOpened open={false}>
        <p>dialog</p>
      </WhenOpened>,
    );
    expect(screen.getByText('dialog')).toBeTruthy();
  });
});
