import type { SafetyCategory } from '@inkling/contracts/safety';

/**
 * Bullying and insults aimed at a person, and the Russian words for them and for sex (issue 27
 * finding 4: "kys", "I hate you, you are ugly and stupid" and Russian insults were posted as
 * comments). Inkling's own short lists, written from the phrasing of the issue and the
 * common insults of anti-bullying guides; the naughty-words Russian list is transliterated
 * Latin, so Cyrillic spellings are listed here. All count as `profanity` ("let's use kind
 * words").
 */
const ENGLISH = new RegExp(
  [
    String.raw`\b(?:kys|kys+|stfu|gtfo)\b`,
    String.raw`\bkill\s+(?:your\s*self|urself|yourself|ur\s+self)\b`,
    String.raw`\bgo\s+(?:die|away\s+and\s+die)\b`,
    String.raw`\bi\s+(?:hate|h8)\s+(?:you|u|ya)\b`,
    String.raw`\b(?:no\s*one|nobody)\s+(?:likes|loves|wants)\s+(?:you|u)\b`,
    String.raw`\b(?:you|u|ur|your|youre|you\s+are|you\s+r|u\s+r|u\s+are)\s+(?:so\s+|really\s+|very\s+|such\s+an?\s+|an?\s+|a\s+big\s+)?(?:ugly|stupid|dumb|fat|idiot|loser|worthless|trash|garbage|gross|disgusting|useless|pathetic|freak|moron|retard|ugly\s+and\s+stupid)\b`,
    String.raw`\bshut\s+up\b`,
  ].join('|'),
  'i',
);

/** Russian insults and sexual words, by stem at a word start (Cyrillic, lower case). */
const RUSSIAN =
  /(?:^|[^\p{L}])(?:дура|дурак|идиот|тупой|тупая|тупиц|урод|сук[аи]|бля|хуй|хуе|пизд|еба|ёба|ебл|жоп|говн|шлюх|мудак|придур|дебил|лох|заткнись|ненавижу\s+тебя|убей\s+себя|секс|голая|голый|голые|сиськ|член)/iu;

/** A bullying or insulting phrase in `text`, with its category; null when none. */
export function findBullying(text: string): { category: SafetyCategory; match: string } | null {
  const lower = text.normalize('NFKC').toLowerCase();
  const m = ENGLISH.exec(lower) ?? RUSSIAN.exec(lower);
  return m ? { category: 'profanity', match: m[0].trim() } : null;
}
