import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../components/ui/dialog';
import { useModalDialogOpen } from './use-modal-dialog-open';

function Probe() {
  return <p data-testid="probe">{useModalDialogOpen() ? 'open' : 'closed'}</p>;
}

afterEach(cleanup);

describe('useModalDialogOpen', () => {
  it('follows the app dialog opening and closing', async () => {
    const view = render(
      <>
        <Probe />
        <Dialog open={false} onOpenChange={() => undefined} title="Apply" />
      </>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('closed');
    view.rerender(
      <>
        <Probe />
        <Dialog open onOpenChange={() => undefined} title="Apply" />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('probe').textContent).toBe('open');
    view.rerender(
      <>
        <Probe />
        <Dialog open={false} onOpenChange={() => undefined} title="Apply" />
      </>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('probe').textContent).toBe('closed');
  });
});
