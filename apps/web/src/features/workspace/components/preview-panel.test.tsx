import type { Generation } from '@inkling/contracts/api';
import { WORKSPACE } from '@inkling/contracts/messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGeneration } from '../../../test/factories';
import { renderWithApp } from '../../../test/render';
import { PreviewPanel } from './preview-panel';
import { previewState } from './preview-state';

afterEach(cleanup);

function Harness({ generations }: { generations: Generation[] | undefined }) {
  const [viewIndex, setViewIndex] = useState<number | null>(null);
  return <PreviewPanel state={previewState(generations, viewIndex)} onNavigate={setViewIndex} />;
}

const first = makeGeneration({ prompt: 'Adorable puppy' });
const second = makeGeneration({ prompt: 'Racecar driver' });
const third = makeGeneration({ prompt: 'Beautiful princess' });

function shownPrompt() {
  return screen.getByRole('img').getAttribute('alt');
}

describe('PreviewPanel', () => {
  it('follows the newest page and steps through the others with N of M', () => {
    renderWithApp(<Harness generations={[first, second, third]} />);
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(shownPrompt()).toBe('Coloring page: Beautiful princess');
    const previous = screen.getByRole('button', { name: 'Previous image' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);

    fireEvent.click(previous);
    expect(screen.getByText('2 of 3')).toBeTruthy();
    expect(shownPrompt()).toBe('Coloring page: Racecar driver');
    fireEvent.click(previous);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(shownPrompt()).toBe('Coloring page: Adorable puppy');
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    fireEvent.click(next);
    expect(screen.getByText('2 of 3')).toBeTruthy();
  });

  it('pages with the arrow keys', () => {
    renderWithApp(<Harness generations={[first, second, third]} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('2 of 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('has no counter with a single page, but the toolbar', () => {
    renderWithApp(<Harness generations={[first]} />);
    expect(screen.queryByText(/of 1/)).toBeNull();
    expect(screen.getByRole('button', { name: /download/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /share/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /print/i })).toBeTruthy();
  });

  it('shows the generating, error, loading and empty states', () => {
    renderWithApp(<Harness generations={[first, makeGeneration({ status: 'generating' })]} />);
    expect(screen.getByText(WORKSPACE.generatingHeading)).toBeTruthy();
    expect(screen.getByText(WORKSPACE.generatingText)).toBeTruthy();
    cleanup();
    renderWithApp(
      <Harness generations={[makeGeneration({ status: 'failed', error: 'The drawing service is busy.' })]} />,
    );
    expect(screen.getByText(WORKSPACE.errorHeading)).toBeTruthy();
    expect(screen.getByText('The drawing service is busy.')).toBeTruthy();
    cleanup();
    renderWithApp(<Harness generations={undefined} />);
    expect(screen.getByText(WORKSPACE.loading)).toBeTruthy();
    cleanup();
    renderWithApp(<Harness generations={[]} />);
    expect(screen.getByText(WORKSPACE.emptyHeading)).toBeTruthy();
    expect(screen.getByText(WORKSPACE.emptyText)).toBeTruthy();
  });
});
