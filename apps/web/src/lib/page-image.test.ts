import { afterEach, describe, expect, it, vi } from 'vitest';
import { printPageImage } from './page-image';

afterEach(() => {
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

/** The print frame's window, with print() recorded. */
function printFrame() {
  const frame = document.querySelector('iframe')!;
  const print = vi.fn();
  frame.contentWindow!.print = print;
  frame.contentWindow!.focus = () => undefined; // jsdom has no focus for frames
  return { doc: frame.contentDocument!, print };
}

describe('printPageImage', () => {
  it('prints the page alone on a sheet of its paper once the picture has loaded', () => {
    printPageImage({ prompt: 'a frog', printUrl: '/api/files/p1', format: 'a4' });
    const { doc, print } = printFrame();
    const images = doc.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(doc.querySelector('style')!.textContent).toContain('size:A4');
    images[0]!.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('with the coloured example, adds it small in a corner and waits for both pictures (issue 17)', () => {
    printPageImage({
      prompt: 'a frog',
      printUrl: '/api/files/p1',
      exampleUrl: '/api/generations/g1/example.png',
    });
    const { doc, print } = printFrame();
    const [page, example] = Array.from(doc.querySelectorAll('img'));
    expect(example!.className).toBe('example');
    expect(example!.src).toMatch(/\/api\/generations\/g1\/example\.png$/);
    expect(doc.querySelector('style')!.textContent).toMatch(
      /\.example\{position:fixed;right:0\.3in;bottom:0\.3in;width:20vw/,
    );
    page!.dispatchEvent(new Event('load'));
    expect(print).not.toHaveBeenCalled();
    example!.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
