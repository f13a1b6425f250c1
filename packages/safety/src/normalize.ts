/**
 * Text normalisation for the kid-safety check: undo the tricks people use to slip a word
 * past a filter (Unicode look-alikes, invisible characters, accents, leetspeak, spacing,
 * stretched letters) so the lexicon only has to know the plain spelling.
 */

import decancer from 'decancer';

/**
 * Invisible or formatting code points that render as nothing: soft hyphen, zero-width
 * space/joiners, bidi marks, word joiner, variation selectors, BOM, Hangul fillers
 * (Unicode property Default_Ignorable_Code_Point).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Where decancer's reading is a look-alike but the letter has a spelling of its own:
 * German "ß" is "ss" ("Hauptstraße" → "hauptstrasse"), never the "b" it resembles.
 */
const SPELLED_AS: Record<string, string> = { ß: 'ss' };

/**
 * Letters of writing systems that are not look-alike sources (Han, kana, Hangul, Arabic,
 * Hebrew, Indic, Thai…): a Chinese or Arabic sentence is read as itself, never as stray
 * Latin letters that could spell an English word. Look-alikes come from Latin extensions,
 * Greek, Cyrillic, Armenian, Cherokee, Lisu and symbols (UTS #39's usual mixed-script sources).
 */
const OWN_SCRIPT_LETTER =
  /(?!\p{Script=Latin}|\p{Script=Greek}|\p{Script=Cyrillic}|\p{Script=Armenian}|\p{Script=Cherokee}|\p{Script=Lisu})\p{L}/u;

/** One code point's Latin reading, memoised: decancer is a native call per character. */
const latinReading = new Map<string, string>();

/**
 * The Latin letters a non-ASCII character imitates, from decancer (a maintained Rust
 * library over Unicode's confusables.txt, UTS #39, plus its own homoglyph tables: Cyrillic,
 * Greek, small capitals, IPA, mathematical and enclosed letters, CJK punctuation).
 * ASCII, digits of every script (read as digits by the personal-information check),
 * letters of other writing systems and anything decancer cannot map to printable ASCII are
 * returned unchanged; `SPELLED_AS` letters as spelled.
 */
function latinOf(ch: string): string {
  if (ch.charCodeAt(0) < 0x80 || /\p{Nd}/u.test(ch) || OWN_SCRIPT_LETTER.test(ch)) {
    return ch;
  }
  const spelled = SPELLED_AS[ch];
  if (spelled) return spelled;
  let reading = latinReading.get(ch);
  if (reading === undefined) {
    const cured = decancer(ch).toString();
    reading = cured.length > 0 && /^[\x20-\x7e]+$/.test(cured) ? cured : ch;
    if (latinReading.size < 10_000) latinReading.set(ch, reading);
  }
  return reading;
}

/** Digits and symbols read as letters inside a word ("sh1t", "k!ll", "$ex", "b00bs"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
  '¡': 'i',
};

/** Characters used to mask a letter ("f*ck", "sh#t", "k_ll"). */
const MASK_CHARS = /[*#_?%]/;

/**
 * Unicode clean-up: NFKC (fullwidth, math and circled letters → ASCII), lower case,
 * drop invisible characters, strip combining marks (diacritics, Zalgo), map look-alikes.
 * Output keeps spaces and punctuation; it is the base for every other variant.
 */
export function unicodeFold(text: string): string {
  const nfkc = text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  const bare = nfkc.normalize('NFD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of bare) out += ch === '\u2018' || ch === '\u2019' ? "'" : latinOf(ch);
  return out.normalize('NFC');
}

/**
 * Replaces leet characters inside words that contain at least one letter, so "3 dogs"
 * stays "3 dogs" while "k1ll3r" becomes "killer".
 */
function deLeet(token: string): string {
  if (!/[a-z]/.test(token)) return token;
  let out = '';
  for (const ch of token) out += LEET[ch] ?? ch;
  return out;
}

/**
 * Resolves a masked word ("f*ck", "k*ll", "p**n") to the one blocked word of the same
 * length whose visible letters agree; `candidates` are the words worth unmasking.
 */
function unmask(token: string, candidates: readonly string[]): string {
  if (!MASK_CHARS.test(token) || !/[a-z]/.test(token)) return token;
  const core = token.replace(/^[^a-z*#_?%]+|[^a-z*#_?%]+$/g, '');
  const pattern = new RegExp(`^${core.replace(/[*#_?%]/g, '[a-z]').replace(/[^a-z[\]-]/g, '')}$`);
  const hit = candidates.find((word) => pattern.test(word));
  return hit ?? token;
}

/**
 * Joins runs of three or more single letters ("f u c k", "k.i.l.l", "s-e-x") into one
 * word; shorter runs ("a b") are left alone because they occur in normal writing.
 */
function joinSpelledOut(words: string[], dictionary: readonly string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const [i, word] of words.entries()) {
    // "a s e x y": the article stays a word of its own, unless the run from it spells a
    // blocked word ("a-s-s-h-o-l-e": blind set 11, 2026-11-28).
    if (
      run.length === 1 &&
      (run[0] === 'a' || run[0] === 'i') &&
      word.length === 1 &&
      !spellsBlockedWord(words, i - 1, dictionary)
    ) {
      out.push(run[0]);
      run = [];
    }
    if (word.length === 1 && /[a-z]/.test(word)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/**
 * True when the single letters of `words` from `start` on spell a word of `dictionary` or one
 * that begins with one ("a s s h o l e" → "asshole" begins with "ass").
 */
function spellsBlockedWord(words: readonly string[], start: number, dictionary: readonly string[]): boolean {
  let spelled = '';
  for (let i = start; i < words.length && words[i]!.length === 1; i++) spelled += words[i];
  return spelled.length >= 3 && dictionary.some((w) => spelled.startsWith(w));
}

/** Collapses every run of a repeated letter to one letter ("kiiilll" → "kil", "blood" → "blod"). */
function squeeze(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

/**
 * Undoes stretching ("kiiiilllled", "fuuuuck", "bloooood"): a word with a letter repeated
 * three or more times becomes the blocked word it squeezes to, or else has each long run
 * cut to one letter. Words without such a run are left alone, so "Bob" never reads as "boob".
 */
function destretch(word: string, dictionary: readonly string[]): string {
  if (!/([a-z])\1\1/.test(word) || /^([a-z])\1+$/.test(word)) return word;
  const key = squeeze(word);
  return dictionary.find((w) => squeeze(w) === key) ?? word.replace(/([a-z])\1{2,}/g, '$1');
}

/** The spellings of one prompt that the matchers look at. */
export interface NormalizedPrompt {
  /** Unicode-folded text with punctuation kept. */
  folded: string;
  /** Words only (a–z, 0–9), single-spaced, digits kept as typed ("ak 47"). */
  raw: string;
  /** Words only (a–z, 0–9), single-spaced, leet and masks undone. */
  words: string;
  /** `words` with spelled-out letter runs joined ("k i l l" → "kill") and stretching undone. */
  joined: string;
}

/**
 * Produces the matcher inputs for a prompt.
 * @param text the raw prompt (any Unicode).
 * @param dictionary blocked words a masked ("f*ck") or stretched ("fuuuck") token may stand for.
 */
export function normalizePrompt(text: string, dictionary: readonly string[]): NormalizedPrompt {
  const folded = unicodeFold(text);
  const tokens = folded
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => unmask(deLeet(t), dictionary));
  const plainWords = tokens
    .join(' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return {
    folded,
    raw: folded.replace(/[^a-z0-9]+/g, ' ').trim(),
    words: plainWords.join(' '),
    joined: joinSpelledOut(plainWords, dictionary)
      .map((w) => destretch(w, dictionary))
      .join(' '),
  };
}
