import { describe, expect, it } from 'vitest';
import { makeGeneration, makeProject } from '../../../test/factories';
import { applyBookUpdate } from './api/book-api';
import { bookFromProject } from './api/use-workspace-book';
import { bookPrintHtml } from './print-book';

const project = makeProject({
  title: 'Tom & "Jerry"',
  generations: ['one', 'two', 'three'].map((prompt) => makeGeneration({ prompt })),
});
const book = bookFromProject(project);
const ids = book.pages.map((p) => p.generationId);

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the print view of a book', () => {
  it('is the cover then one sheet per included page, in book order, with the print PNGs', () => {
    const shown = applyBookUpdate(book, { order: [ids[2]!, ids[0]!, ids[1]!], excluded: [ids[0]!] });
    const doc = parse(bookPrintHtml(shown, 'http://localhost:3000/projects/x'));
    const sheets = doc.querySelectorAll('.sheet');
    expect(sheets).toHaveLength(3);
    expect(sheets[0]!.querySelector('h1')!.textContent).toBe('Tom & "Jerry"');
    const pictures = Array.from(doc.querySelectorAll('.sheet:not(.cover) img'));
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      [`http://localhost:3000/api/files/${ids[2]}-print`, 'Coloring page 1'],
      [`http://localhost:3000/api/files/${ids[1]}-print`, 'Coloring page 2'],
    ]);
    expect(doc.querySelector('style')!.textContent).toContain('@page{size:letter;margin:0}');
    expect(doc.querySelector('style')!.textContent).toContain('page-break-after:always');
  });

  it('draws the frame or the chosen page on the cover, with the optional "belongs to" line', () => {
    const framed = parse(bookPrintHtml(book, 'http://localhost/'));
    expect(framed.querySelector('.cover svg.frame')).not.toBeNull();
    expect(framed.querySelector('.cover p')).toBeNull();
    const pictured = parse(
      bookPrintHtml(
        applyBookUpdate(book, { cover: { pageId: ids[1]!, belongsToLine: true } }),
        'http://localhost/',
      ),
    );
    expect(pictured.querySelector('.cover svg')).toBeNull();
    expect(pictured.querySelector('.cover img')!.getAttribute('src')).toBe(
      `http://localhost/api/files/${ids[1]}-print`,
    );
    expect(pictured.querySelector('.cover p')!.textContent).toBe('This book belongs to ______');
  });

  it('prints an A4 book on A4 paper', () => {
    expect(bookPrintHtml({ ...book, format: 'a4' }, 'http://localhost/')).toContain(
      '@page{size:A4;margin:0}',
    );
  });
});
