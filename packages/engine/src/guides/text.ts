import type { PDFFont } from 'pdf-lib';

/**
 * Stand-ins for characters the standard PDF fonts (WinAnsi encoding, PDF 1.7 Annex D)
 * cannot show. Curly quotes, en/em dashes, the ellipsis and the bullet are in WinAnsi,
 * so they are only replaced when the font in use lacks them.
 */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '--',
  '\u2015': '--',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '*',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21D2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u2605': '*',
  '\u2606': '*',
  '\u2122': '(TM)',
  '\u00A9': '(c)',
  '\u00AE': '(R)',
  '\u20AC': 'EUR',
  '\t': ' ',
};

/** Invisible or joining characters that have no place in printed text. */
const DROPPED =
  /[\u200B-\u200F\u2028\u2029\u2060]|\uFE0E|\uFE0F|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}/gu;
const SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{M}/u;

/**
 * Makes `text` safe to draw with `font`: every character the font cannot encode is
 * replaced by a plain equivalent (→ "->", ≤ "<=", "ﬁ" "fi", accented letters outside the
 * font lose their accent), emoji, stray combining marks and invisible characters are
 * removed, and anything else unknown becomes "?". Characters the font can encode are
 * kept as they are; with the standard fonts (WinAnsi) that includes curly quotes, dashes
 * and the ellipsis. Never throws, so a guide's text can never break PDF generation.
 */
export function toFontSafeText(text: string, font: PDFFont): string {
  const supported = fontCharacters(font);
  const encodable = (s: string) => [...s].every((c) => supported.has(c.codePointAt(0) ?? 0));
  let out = '';
  for (const char of text.normalize('NFC').replace(DROPPED, '').replace(SPACES, ' ')) {
    if (char === '\n' || encodable(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined && encodable(REPLACEMENTS[char])) out += REPLACEMENTS[char];
    else if (!PICTOGRAPH.test(char)) out += decompose(char, encodable);
  }
  return out.replace(/ {2,}/g, ' ').replace(/ +\n/g, '\n').trim();
}

/** Compatibility decomposition without combining marks: "ﬁ" → "fi", "ő" → "o", "①" → "1". */
function decompose(char: string, encodable: (s: string) => boolean): string {
  const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return plain.length > 0 && plain !== char && encodable(plain) ? plain : '?';
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
function fontCharacters(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` (pt) when drawn with `font` at
 * `size` (pt), breaking between words; a single word longer than a line is split
 * between characters. Explicit "\n" starts a new line. Widths come from the font's
 * own metrics (`widthOfTextAtSize`), so the result holds for the PDF exactly.
 * The text must already be encodable by the font (see `toFontSafeText`).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w.length > 0)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (width(rest) > maxWidth) {
        let cut = 1;
        while (cut < rest.length && width(rest.slice(0, cut + 1)) <= maxWidth) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
