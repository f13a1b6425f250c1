import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { PromptBox, type PromptDraft } from './prompt-box';

afterEach(cleanup);

// jsdom has no object URLs; the thumbnail only needs a string.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function Harness({ onSubmit, initial = '' }: { onSubmit: (draft: PromptDraft) => void; initial?: string }) {
  const [draft, setDraft] = useState<PromptDraft>({
    prompt: initial,
    image: null,
    character: null,
    audience: 'kids',
    format: 'letter',
  });
  return (
    <PromptBox
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={onSubmit}
      submitting={false}
      characters={[]}
      signedIn
    />
  );
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
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Create coloring page' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Please enter a prompt')).not.toHaveLength(0);
  });

  it('submits with the send button', () => {
    const onSubmit = vi.fn();
    renderWithApp(<Harness onSubmit={onSubmit} initial="Racecar driver" />);
    fireEvent.click(screen.getByRole('button', { name: 'Create coloring page' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
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
});
