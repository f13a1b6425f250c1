import { DEFAULT_PAGE_STYLE } from '@inkling/contracts/page';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { boxFromCorners, nudgeBox } from './photo-options-dialog';
import { PromptBox, type PromptBoxVariant, type PromptDraft } from './prompt-box';
import { emptyDraft } from './prompt-draft';

afterEach(cleanup);

// jsdom has no object URLs; the thumbnail only needs a string.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function Harness({
  onSubmit,
  initial = '',
  variant = 'hero',
  submitting = false,
  ready = true,
}: {
  onSubmit: (draft: PromptDraft) => void;
  initial?: string;
  variant?: PromptBoxVariant;
  submitting?: boolean;
  ready?: boolean;
}) {
  const [draft, setDraft] = useState<PromptDraft>(
    emptyDraft({ audience: 'kids', format: 'letter', style: DEFAULT_PAGE_STYLE }, initial),
  );
  return (
    <PromptBox
      variant={variant}
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={onSubmit}
      submitting={submitting}
      ready={ready}
      characters={[]}
      signedIn
    />
  );
}

/** Set by ReadyLater: makes its box ready. */
let setReady: (ready: boolean) => void = () => undefined;

/** The harness with a box that is not ready (the saved photo being read back) until setReady(true). */
function ReadyLater(props: { onSubmit: (draft: PromptDraft) => void; initial: string }) {
  const [ready, set] = useState(false);
  setReady = set;
  return <Harness {...props} ready={ready} />;
}

function textbox() {
  return screen.getByRole('textbox', { name: 'Describe your coloring page' }) as HTMLTextAreaElement;
}

describe('PromptBox', () => {
  it('submits the prompt on Enter', () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} />);
    fireEvent.change(textbox(), { target: { value: 'a dinosaur eating ice cream on the moon' } });
    const enter = fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(enter).toBe(false); // default prevented: no new line
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ prompt: 'a dinosaur eating ice cream on the moon' });
  });

  it('leaves Shift+Enter to the textarea (a new line) without submitting', () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="Adorable puppy" />);
    const shiftEnter = fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true });
    expect(shiftEnter).toBe(true); // default not prevented: the browser inserts the line break
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not submit a blank prompt and says why', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="   " />);
    const send = screen.getByRole('button', { name: 'Create coloring page' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    fireEvent.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Please enter a prompt')).not.toHaveLength(0);
  });

  it('sends on an Enter pressed while the saved photo is read back, once it is ready', () => {
    const onSubmit = vi.fn();
    renderWithApp(<ReadyLater onSubmit={onSubmit} initial="Racecar driver" />);
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    const send = screen.getByRole('button', { name: 'Create coloring page' });
    expect(send.getAttribute('aria-busy')).toBe('true');
    fireEvent.change(textbox(), { target: { value: 'Racecar driver on the moon' } });
    act(() => setReady(true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ prompt: 'Racecar driver on the moon' });
    expect(send.getAttribute('aria-busy')).toBeNull();
  });

  it('submits with the send button', () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="Racecar driver" />);
    const send = screen.getByRole('button', { name: 'Create coloring page' }) as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('enables send as soon as the text is not blank', () => {
    renderWithApp(<Harness onSubmit={vi.fn()} />);
    const send = screen.getByRole('button', { name: 'Create coloring page' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(textbox(), { target: { value: ' \n ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(textbox(), { target: { value: 'a kite' } });
    expect(send.disabled).toBe(false);
  });

  it('disables send and ignores Enter while sending', () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="Racecar driver" submitting />);
    const send = screen.getByRole('button', { name: 'Create coloring page' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-busy')).toBe('true');
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the same photo, character and page options in the chat placement', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} variant="chat" />);
    const box = screen.getByRole('textbox', { name: 'Describe your next coloring page' });
    expect(screen.getByRole('button', { name: 'Attach an image' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Introduce character' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Page options: Kids \(5–8\), US Letter$/ })).toBeTruthy();
    const file = new File(['png'], 'crayons.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [file], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'a rocket' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ prompt: 'a rocket', image: file });
  });

  it('attaches a pasted picture with a preview and a remove control', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
    );
    renderWithApp(<Harness onSubmit={vi.fn()} />);
    const file = new File(['png'], 'crayons.png', { type: 'image/png' });
    fireEvent.paste(textbox(), { clipboardData: { files: [file], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached image: crayons.png' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove attached image' }));
    expect(screen.queryByRole('img', { name: 'Attached image: crayons.png' })).toBeNull();
  });

  it('refuses a file that is not a JPEG, PNG or WebP', async () => {
    renderWithApp(<Harness onSubmit={vi.fn()} />);
    const file = new File(['gif'], 'anim.gif', { type: 'image/gif' });
    fireEvent.paste(textbox(), { clipboardData: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP image.')).toBeTruthy();
  });

  it('marks the subject of a photo and picks fewer lines, by keyboard; a new photo starts unmarked', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="my dog" />);
    const file = new File(['png'], 'dog.png', { type: 'image/png' });
    fireEvent.paste(textbox(), { clipboardData: { files: [file], types: ['Files'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Photo options' }));
    const surface = await screen.findByRole('application', { name: 'Marked part of the photo' });
    // Arrow keys start from the middle half, then move it; Shift + arrows size it.
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowDown', shiftKey: true });
    fireEvent.click(screen.getByRole('radio', { name: 'Fewer lines' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: /Subject marked · Fewer lines/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create coloring page' }));
    const sent = onSubmit.mock.calls[0]?.[0] as PromptDraft;
    expect(sent.photoDetail).toBe('fewer');
    expect(sent.photoSubject!.x).toBeCloseTo(0.27);
    expect(sent.photoSubject!.y).toBeCloseTo(0.25);
    expect(sent.photoSubject!.w).toBeCloseTo(0.5);
    expect(sent.photoSubject!.h).toBeCloseTo(0.52);
    // "Use the whole photo" clears the box; removing the photo clears the options.
    fireEvent.click(screen.getByRole('button', { name: /Subject marked/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use the whole photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: /^Photo options · Fewer lines$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove attached image' }));
    expect(screen.queryByRole('button', { name: /Photo options/ })).toBeNull();
  });
});

describe('photo subject box', () => {
  it('is made from two corners in any order, kept inside the photo, and null when too small', () => {
    expect(boxFromCorners(0.8, 0.9, 0.2, 0.1)).toEqual({ x: 0.2, y: 0.1, w: 0.6000000000000001, h: 0.8 });
    expect(boxFromCorners(-0.5, 0.5, 0.5, 1.5)).toEqual({ x: 0, y: 0.5, w: 0.5, h: 0.5 });
    expect(boxFromCorners(0.5, 0.5, 0.52, 0.9)).toBeNull();
  });

  it('moves and sizes with the arrow keys without leaving the photo', () => {
    const box = { x: 0.5, y: 0.5, w: 0.5, h: 0.5 };
    expect(nudgeBox(box, 'ArrowRight', false)).toEqual(box);
    expect(nudgeBox(box, 'ArrowLeft', false).x).toBeCloseTo(0.48);
    expect(nudgeBox(box, 'ArrowDown', true)).toEqual(box);
    expect(nudgeBox({ ...box, w: 0.05 }, 'ArrowLeft', true).w).toBe(0.05);
  });
});
