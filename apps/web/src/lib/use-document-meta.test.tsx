import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentMeta } from './use-document-meta';

function Probe({ title, description }: { title: string; description: string }) {
  useDocumentMeta({ title, description });
  return null;
}

function description(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

afterEach(() => {
  cleanup();
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

describe('useDocumentMeta', () => {
  it('sets the title and creates the description meta, removing it on unmount', () => {
    const { unmount } = render(<Probe title="Roadmap" description="What is next" />);
    expect(document.title).toBe('Roadmap · Inkling');
    expect(description()).toBe('What is next');
    unmount();
    expect(description()).toBeUndefined();
  });

  it('restores an existing description on unmount', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Default description';
    document.head.append(meta);
    const { rerender, unmount } = render(<Probe title="About" description="First" />);
    rerender(<Probe title="About" description="Second" />);
    expect(description()).toBe('Second');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(description()).toBe('Default description');
  });
});
