import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSonner, toast } from './toast';

afterEach(async () => {
  toast.dismiss();
  await loadSonner();
  cleanup();
});

/** sonner's toast area, as providers.tsx mounts it once the page has hydrated. */
async function mountToastArea() {
  const { Toaster } = await loadSonner();
  await act(async () => {
    render(<Toaster />);
  });
}

describe('toast (sonner loaded when first needed)', () => {
  it('shows toasts asked for before the toast area mounted, once it mounts, an id replacing its toast', async () => {
    toast.success('Saved to your project');
    toast.error('Could not load the page', { id: 'load' });
    toast('Still loading…', { id: 'load' });
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    await mountToastArea();

    expect(await screen.findByText('Saved to your project')).toBeTruthy();
    expect(await screen.findByText('Still loading…')).toBeTruthy();
    expect(screen.queryByText('Could not load the page')).toBeNull();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });

  it('passes calls on in order after the area is up: error and success types, then dismiss by id', async () => {
    await mountToastArea();
    toast.error('That image is too large', { id: 'photo' });
    toast.success('Page ready', { id: 'page' });
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2));
    const types = [...document.querySelectorAll('[data-sonner-toast]')].map((el) =>
      el.getAttribute('data-type'),
    );
    expect(types.sort()).toEqual(['error', 'success']);

    toast.dismiss('photo');
    await waitFor(() => expect(screen.queryByText('That image is too large')).toBeNull());
    expect(screen.getByText('Page ready')).toBeTruthy();
  });
});
