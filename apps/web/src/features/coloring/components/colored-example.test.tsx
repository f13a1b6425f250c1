import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColoredExample } from './colored-example';

afterEach(cleanup);

describe('"Show me an example" (issue 17)', () => {
  it('shows the page’s coloured example small on request and hides it again', () => {
    const onInPrintChange = vi.fn();
    render(
      <ColoredExample generationId="g1" prompt="a frog" inPrint={false} onInPrintChange={onInPrintChange} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    const button = screen.getByRole('button', { name: COLORING_TEXTS.showExample });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const image = screen.getByRole('img', { name: COLORING_TEXTS.exampleAlt('a frog') });
    expect(image.getAttribute('src')).toBe('/api/generations/g1/example.png');
    expect(screen.getByRole('status').textContent).toContain(COLORING_TEXTS.exampleLoading);
    // No print option before the example is there.
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.load(image);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: COLORING_TEXTS.printExample }));
    expect(onInPrintChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: COLORING_TEXTS.hideExample }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the page has no example (the picture answers an error)', () => {
    render(
      <ColoredExample generationId="g2" prompt="a photo" inPrint={false} onInPrintChange={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: COLORING_TEXTS.showExample }));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('status').textContent).toBe(COLORING_TEXTS.noExample);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
