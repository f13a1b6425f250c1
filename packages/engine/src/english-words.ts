/**
 * The English word list shared by prompt reading (spelling correction, sketchbook/grammar.ts)
 * and kid safety (a rude word inside an ordinary word is no rude word, safety/check-prompt.ts).
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
