/**
 * The English word list shared by kid safety (a rude word inside an ordinary word is no rude
 * word, check-prompt.ts) and the engine's prompt reading (spelling correction,
 * packages/engine/src/sketchbook/grammar.ts).
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let englishWords: Set<string> | null = null;

/**
 * True when `word` (lower case, letters only) is an English word: the `word-list` package
 * (Sindre Sorhus, 274 000 words with their inflections, from the public-domain SCOWL lists,
 * which leave out profanity: "fucking" and "dick" are not in it, "dicker" and "cumin" are).
 * Loaded once per process on first use (~60 ms, ~20 MB).
 */
export function isEnglishWord(word: string): boolean {
  englishWords ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return englishWords.has(word);
}

/**
 * True when a text reads as English: at least three words of letters and at least 75 % of them
 * English words. Short or mixed texts are not claimed as English.
 */
export function looksEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return false;
  return words.filter(isEnglishWord).length / words.length >= 0.75;
}

/**
 * English words that hardly occur in the five other languages Inkling checks (es, fr, de, pt,
 * it): a prompt without any of them is not claimed as English by its words alone.
 */
const FUNCTION_WORDS = new Set(
  'the and of with on at is are was his her its their to for from by an this that these those into over under who which while'.split(
    ' ',
  ),
);

/**
 * True when a text reads as English for the kid-safety check: `looksEnglish` and at least one
 * English function word ("the", "and", "with"…). "piñata de burro para mi cumpleaños" is made
 * of words the English list also holds (pinata, burro, para, mi) but reads as Spanish (blind
 * set 4, issue 31).
 */
export function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return looksEnglish(text) && words.some((w) => FUNCTION_WORDS.has(w));
}
