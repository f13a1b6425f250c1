import { AVATAR_ZOOM, SETTINGS_TEXTS } from '@inkling/contracts/profile';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvatarCropDialog } from './avatar-crop-dialog';

afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof AvatarCropDialog>[0]> = {}) {
  const onCancel = vi.fn();
  const onApply = vi.fn();
  render(
    <AvatarCropDialog
      imageSrc="blob:photo"
      saving={false}
      onCancel={onCancel}
      onApply={onApply}
      {...props}
    />,
  );
  return { onCancel, onApply };
}

const slider = () => screen.getByRole('slider', { name: SETTINGS_TEXTS.zoom }) as HTMLInputElement;

describe('AvatarCropDialog', () => {
  it('is closed without a photo', () => {
    renderDialog({ imageSrc: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('zooms from 0.5 to 3 in steps of 0.1, starting at 1, with the value shown', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: SETTINGS_TEXTS.cropTitle })).toBeTruthy();
    expect(slider()).toMatchObject({ min: '0.5', max: '3', step: '0.1', value: '1' });
    expect(screen.getByText('1.0×')).toBeTruthy();

    fireEvent.change(slider(), { target: { value: '2.3' } });
    expect(slider().value).toBe('2.3');
    expect(screen.getByText('2.3×')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('2.3 times');

    fireEvent.change(slider(), { target: { value: String(AVATAR_ZOOM.max + 5) } });
    expect(screen.getByText('3.0×')).toBeTruthy();
    fireEvent.change(slider(), { target: { value: '0' } });
    expect(screen.getByText('0.5×')).toBeTruthy();
  });

  it('turns the photo 90° per press of Rotate, back to 0° after four', () => {
    renderDialog();
    const rotate = () => screen.getByRole('button', { name: /^Rotate/ });
    expect(rotate().getAttribute('aria-label')).toMatch(/now 0°/);
    for (const expected of [90, 180, 270, 0]) {
      fireEvent.click(rotate());
      expect(rotate().getAttribute('aria-label')).toMatch(new RegExp(`now ${expected}°`));
    }
  });

  it('Cancel closes without applying; Apply waits for a crop area', () => {
    const { onCancel, onApply } = renderDialog();
    expect((screen.getByRole('button', { name: SETTINGS_TEXTS.apply }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: SETTINGS_TEXTS.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('locks every control while saving', () => {
    renderDialog({ saving: true });
    expect(slider().disabled).toBe(true);
    for (const name of [/^Rotate/, SETTINGS_TEXTS.cancel, SETTINGS_TEXTS.apply]) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
