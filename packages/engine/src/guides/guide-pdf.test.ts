import { GUIDES } from '@inkling/contracts/content/guides';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGuidePdf, GUIDE_EXAMPLES } from './guide-examples';
import { GUIDE_TEXT_WIDTH, type GuideText, renderGuidePdf } from './guide-pdf';
import { toFontSafeText, wrapText } from './text';

const DATE = new Date('2026-01-01T00:00:00Z');
const decoder = new TextDecoder('latin1');

/** A small stand-in for an example page: a black ring on white, 8-bit grey PNG. */
async function examplePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="207"><rect width="160" height="207" fill="#fff"/><circle cx="80" cy="100" r="50" fill="none" stroke="#000" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).greyscale().png().toBuffer();
}

describe('renderGuidePdf', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await examplePng();
  });

  it.each(GUIDES.map((guide) => [guide.slug, guide] as const))(
    'renders %s to a loadable PDF with metadata and at least 2 pages',
    async (_slug, guide) => {
      const bytes = await renderGuidePdf(guide, {
        cover: { png, prompt: GUIDE_EXAMPLES[guide.slug].cover.prompt },
        inside: { png, prompt: GUIDE_EXAMPLES[guide.slug].inside.prompt },
        creationDate: DATE,
      });
      expect(decoder.decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const loaded = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(loaded.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(loaded.getTitle()).toBe(guide.title);
      expect(loaded.getAuthor()).toBe('Inkling');
      expect(loaded.getSubject()).toBe(guide.summary);
      expect(loaded.getCreationDate()?.toISOString()).toBe(DATE.toISOString());
      expect(decoder.decode(bytes).match(/\/Subtype \/Image/g)).toHaveLength(2);
      for (const page of loaded.getPages()) {
        expect(page.getWidth()).toBe(612);
        expect(page.getHeight()).toBe(792);
      }
    },
  );

  it('is reproducible: the same inputs give the same bytes', async () => {
    const guide = GUIDES[0] as GuideText;
    const options = { cover: { png, prompt: 'a rocket' }, creationDate: DATE };
    const first = await renderGuidePdf(guide, options);
    const second = await renderGuidePdf(guide, options);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('places the inside example even when no section leaves room for it', async () => {
    const guide: GuideText = {
      title: 'Full pages',
      summary: 'Text that fills every page.',
      audience: 'Testers',
      sections: [{ heading: 'Long', paragraphs: Array.from({ length: 12 }, () => 'coloring '.repeat(90)) }],
    };
    const bytes = await renderGuidePdf(guide, {
      cover: { png, prompt: 'a cover' },
      inside: { png, prompt: 'an inside page' },
      creationDate: DATE,
    });
    expect(decoder.decode(bytes).match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(4);
  });

  it('renders text Helvetica cannot encode (emoji, arrows, CJK) without throwing', async () => {
    const guide: GuideText = {
      title: 'Tips “quoted” — fast… 🎨',
      summary: 'Café → crayons ≤ 5 ✓ ﬁne 日本 👩‍👧 done',
      audience: 'Everyone 😀',
      sections: [
        { heading: 'Curly ‘quotes’ – dashes', paragraphs: ['Emoji 🦖🍦 and\u00A0spaces\u200B here.'] },
        { heading: 'A very long word', paragraphs: ['x'.repeat(400)] },
      ],
    };
    const bytes = await renderGuidePdf(guide, {
      cover: { png, prompt: 'a dinosaur 🦖' },
      creationDate: DATE,
    });
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(loaded.getTitle()).toBe('Tips “quoted” — fast…');
  });

  it('builds a guide with example pages drawn by the engine, under 600 KB', async () => {
    const guide = GUIDES.find((g) => g.slug === 'getting-started');
    if (!guide) throw new Error('getting-started guide missing');
    const bytes = await buildGuidePdf(guide, DATE);
    expect(bytes.length).toBeLessThan(600 * 1024);
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(2);
  });
});

describe('toFontSafeText', () => {
  it('keeps what WinAnsi encodes and replaces or drops the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(toFontSafeText('“Hi” – ‘you’ — wait…', font)).toBe('“Hi” – ‘you’ — wait…');
    expect(toFontSafeText('a → b ≤ c ✓ ﬁsh', font)).toBe('a -> b <= c v fish');
    expect(toFontSafeText('Color 🎨 me 👍🏽 now', font)).toBe('Color me now');
    expect(toFontSafeText('café naïve ő 日', font)).toBe('café naïve o ?');
    expect(() => font.encodeText(toFontSafeText('🦖 ☃ ∑ 🇺🇸 é', font))).not.toThrow();
  });
});

describe('wrapText', () => {
  it('never exceeds the text width and keeps every word, in order', async () => {
    const doc = await PDFDocument.create();
    const fonts = [
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    ];
    const texts = GUIDES.flatMap((guide) => [
      guide.title,
      guide.summary,
      ...guide.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ]);
    for (const font of fonts) {
      for (const size of [9.5, 11, 15, 30]) {
        for (const raw of texts) {
          const text = toFontSafeText(raw, font);
          const lines = wrapText(text, font, size, GUIDE_TEXT_WIDTH);
          for (const line of lines)
            expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(GUIDE_TEXT_WIDTH);
          expect(lines.join(' ')).toBe(text);
        }
      }
    }
  });

  it('splits a word longer than a line between characters', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short ${'w'.repeat(300)} end`, font, 11, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join('')).toBe(`short${'w'.repeat(300)}end`);
  });
});
