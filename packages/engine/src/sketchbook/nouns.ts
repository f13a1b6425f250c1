import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { normalizeTerm } from './catalog';

/**
 * The part-of-speech reader shared by the engine (wink-nlp 2.4.0 with its English lite model;
 * the model loads once, measured 180 ms, then a prompt takes under 2 ms).
 */
export const nlp = winkNLP(model, ['sbd', 'pos']);

/**
 * Each word of a prompt (normalised as catalog.ts normalizeTerm does: lower case, no
 * punctuation) with wink-nlp's part-of-speech tag (Universal POS: NOUN, PROPN, ADJ, VERB…)
 * and the tag of the word before it; a word met twice keeps its first reading.
 */
export function partsOfSpeech(prompt: string): Map<string, { pos: string; before: string }> {
  const doc = nlp.readDoc(prompt);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(nlp.its.pos);
  const out = new Map<string, { pos: string; before: string }>();
  words.forEach((w, i) => {
    for (const part of normalizeTerm(w).split(' '))
      if (part && !out.has(part)) out.set(part, { pos: tags[i]!, before: tags[i - 1] ?? '' });
  });
  return out;
}

/**
 * The words of a prompt that name something: wink-nlp tags them NOUN or PROPN, or they follow a
 * determiner ("the moor", "a dock") and are not tagged an adjective (the tagger reads some
 * rare nouns as verbs). In prompt order, normalised, without duplicates. Used to tell a named
 * thing ("the pond") from a describing word ("simple", "lit") among the words the sketchbook
 * cannot draw.
 */
export function nounsOf(prompt: string): string[] {
  const nouns: string[] = [];
  for (const [word, { pos, before }] of partsOfSpeech(prompt))
    if (pos === 'NOUN' || pos === 'PROPN' || (before === 'DET' && pos !== 'ADJ' && pos !== 'NUM'))
      nouns.push(word);
  return nouns;
}
