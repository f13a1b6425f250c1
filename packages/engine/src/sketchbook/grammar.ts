/**
 * The sketchbook's small scene grammar (issue 14): subject – relation – object, counts up
 * to ten, letters/numbers/names, and spelling correction against the vocabulary.
 * Pure data and functions; understand.ts reads prompts with it, layout.ts places it.
 */
import { isEnglishWord } from '@inkling/safety';
import type { CatalogEntry } from './catalog';
import { isWordNetNoun } from './wordnet';

/** How a subject relates to an object on the page (see layout.ts for each placement). */
export type RelationName =
  | 'riding'
  | 'driving'
  | 'holding'
  | 'eating'
  | 'wearing'
  | 'on'
  | 'sleeping on'
  | 'under'
  | 'in'
  | 'next to'
  | 'flying over'
  | 'hanging from'
  | 'reading to'
  | 'planting'
  | 'with';

/** A relation between two things of an Understanding (indices into `things`). */
export interface Relation {
  subject: number;
  relation: Exclude<RelationName, 'with'>;
  object: number;
}

/**
 * Words and phrases (normalised, longest first when matched) that name a relation.
 * "with" is resolved from the two things it joins (resolveWith).
 */
export const RELATION_WORDS: ReadonlyMap<string, RelationName> = new Map<string, RelationName>([
  ['riding on', 'riding'],
  ['riding', 'riding'],
  ['rides', 'riding'],
  ['ride', 'riding'],
  ['driving', 'driving'],
  ['drives', 'driving'],
  ['holding', 'holding'],
  ['holds', 'holding'],
  ['hugging', 'holding'],
  ['carrying', 'holding'],
  // "a bear catching a fish", "a boy catching a ball": caught, it is in the paws or hands
  // (look set 9: the fish floated in the sky beside the bear).
  ['catching', 'holding'],
  ['catches', 'holding'],
  ['eating', 'eating'],
  ['eats', 'eating'],
  ['munching', 'eating'],
  ['wearing', 'wearing'],
  ['wears', 'wearing'],
  ['sitting on', 'on'],
  ['standing on', 'on'],
  ['on top of', 'on'],
  ['putting', 'holding'],
  ['on', 'on'],
  ['sleeping on', 'sleeping on'],
  ['sleeping in', 'in'],
  ['napping on', 'sleeping on'],
  ['lying on', 'sleeping on'],
  ['under', 'under'],
  ['underneath', 'under'],
  ['beneath', 'under'],
  ['in', 'in'],
  ['inside', 'in'],
  ['next to', 'next to'],
  ['beside', 'next to'],
  ['by', 'next to'],
  ['flying over', 'flying over'],
  ['flying above', 'flying over'],
  ['over', 'flying over'],
  ['above', 'flying over'],
  // "a monkey hanging from a branch", "a sloth swinging from a vine": under it, holding on
  // (look set 8: the monkey stood on the ground beside the branch).
  ['hanging from', 'hanging from'],
  ['hangs from', 'hanging from'],
  ['hanging on', 'hanging from'],
  ['swinging from', 'hanging from'],
  ['swinging on', 'hanging from'],
  ['dangling from', 'hanging from'],
  ['reading to', 'reading to'],
  ['reading a story to', 'reading to'],
  ['planting', 'planting'],
  ['with', 'with'],
  // "a basket full of flowers", "a box filled with toys": as "with" (a container holds them).
  ['full of', 'with'],
  ['filled with', 'with'],
]);

/** Longest relation phrase, in words. */
export const MAX_RELATION_WORDS = 4;

/** Things that hold others in them ("apples in a basket", "a kitten in a basket"). */
const CONTAINERS = /^(basket|nest|teacup|box|bucket|cup|bowl|pot|bag|cage|boat|bathtub|cart|wagon)$/;
/**
 * Things carried in the hand whatever their catalog group (OpenMoji files an umbrella under
 * weather, a kite under games): "a boy with an umbrella" holds it.
 */
const HOLDABLE = /umbrella|kite|balloon|lantern|flag|wand|torch|sparkler|pinwheel|lollipop/;
/** Things that lie on the ground under a tree, not in its crown ("a tree with presents"). */
const ON_THE_GROUND = /gift|present|pumpkin|mushroom|basket|blanket|bench|tent|rock|toy|teddy/;
/** Things others sit on top of ("candles on a cake", "apples on a tree"). */
const SURFACES = /cake|tree|table|pizza|cupcake/;

/**
 * What "A with B" means: a container or a surface with things (B in/on A), a tree with
 * presents or pumpkins (B under A), a person or
 * animal with a small object (A holding B), otherwise the two side by side.
 */
export function resolveWith(
  a: { term: string; entry: CatalogEntry; count?: number },
  b: { term: string; entry: CatalogEntry; count: number },
): { relation: Exclude<RelationName, 'with'>; reversed: boolean } {
  // "a bike with a basket": the basket rides on the vehicle (its front), not beside it (issue 29).
  if (a.entry.kind === 'vehicle' && CONTAINERS.test(b.term) && b.entry.kind !== 'vehicle')
    return { relation: 'on', reversed: true };
  if (CONTAINERS.test(a.term)) return { relation: 'in', reversed: true };
  // "a Christmas tree with presents": presents lie under a tree, not on its top (look set 4).
  if (/tree/.test(a.term) && ON_THE_GROUND.test(b.term)) return { relation: 'under', reversed: true };
  if (SURFACES.test(a.term) && b.entry.kind !== 'animal' && b.entry.kind !== 'person')
    return { relation: 'on', reversed: true };
  const holder = a.entry.kind === 'animal' || a.entry.kind === 'person';
  const small =
    ['object', 'food'].includes(b.entry.kind) ||
    HOLDABLE.test(b.term) ||
    b.term === 'flower' ||
    b.term === 'balloon';
  // "kids with umbrellas": each holds one (look set 4: the umbrellas floated in the sky).
  const eachHolds = b.count === 1 || (a.count !== undefined && a.count > 1 && HOLDABLE.test(b.term));
  if (holder && small && eachHolds) {
    if (b.entry.subgroup === 'clothing') return { relation: 'wearing', reversed: false };
    return { relation: 'holding', reversed: false };
  }
  return { relation: 'next to', reversed: false };
}

/** Number words up to ten (issue 14: "counts up to 10"), and vague amounts. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  pair: 2,
  couple: 2,
  few: 2,
  lots: 3,
  lot: 3,
  many: 3,
  several: 3,
};

/** Most of one thing a page draws (issue 14: up to ten, arranged to be counted). */
export const MAX_COUNT = 10;

/** Big outline letters, digits and names drawn from the font (see glyphs.ts). */
export interface GlyphRequest {
  /** "letter" A–Z, "number" 0–10, "word" (a name or short word, capitals). */
  kind: 'letter' | 'number' | 'word';
  text: string;
  /** Name reported in `elements` and placements: "letter B", "number 3", "word MIA". */
  name: string;
  /**
   * The prompt's words the glyph stands for, read away before the prompt is read for things
   * (default `text`): "Happy Birthday Noah" draws all three words but consumes only "Noah",
   * so the birthday's cake and balloons are still drawn.
   */
  consumes?: string;
}

/**
 * Words after which a capitalised or all-capital word is a child's name ("Happy Birthday Liam",
 * "the name EMMA", "my daughter's name is Sofia"). The cue is matched in any case, the name
 * only when the parent typed it with a capital (case is all that tells "for Mia" from "for fun").
 */
const NAME_CUES =
  /\b(?:[Hh]appy [Bb]irthday|[Bb]irthday|[Nn]ame(?: is)?|[Nn]amed|[Cc]alled|[Ff]or|[Ll]ove|[Dd]ear|[Ww]ord|[Ss]pell)\s+([A-Z][a-z]{1,11}|[A-Z]{2,12})\b/;

/** "A is for alligator", "M is for Monkey": an alphabet page of that letter (issue 29). */
const IS_FOR = /(?:^|[^\p{L}])([A-Za-z])\s+is\s+for\s+\p{L}/u;

/**
 * A word typed in capitals in a prompt about letters ("JACK in graffiti style letters", "the
 * word LOVE"): the prompt must speak of letters, words or names, so "a BIG dog" stays a dog.
 */
const CAPS_WORD = /\b([A-Z]{2,12})\b/;
const ABOUT_LETTERS = /\b(?:letters?|lettering|word|name|bubble|block|graffiti|font|spell|initials?)\b/i;

/** "sight words the, and, see, look in big letters", "spelling words: cat, hat, bat": 2–8 words after the cue. */
const SIGHT_WORDS =
  /\b(?:sight|spelling|vocabulary)\s+words?\s*:?\s+([A-Za-z]+(?:\s*,\s*|\s+)(?:[A-Za-z]+(?:\s*,\s*|\s+)){0,6}?[A-Za-z]+)(?=\s+(?:in|for|with|to)\b|\s*$)/;

/** "uppercase A and lowercase a", "capital B and small b" (either order of the two). */
const BOTH_CASES =
  /\b(?:upper ?case|capital|big)\s+([A-Za-z])\b.*?\b(?:lower ?case|small|little)\s+([A-Za-z])\b/i;
/** Words in quotes ("a banner that says 'Go Team'"), 2–30 characters. */
const QUOTED = /["“‘']([A-Za-z][A-Za-z !,.'’-]{1,29})["”’']/;
/** A prompt about text to show: letters, a sign, a banner, a poster or a card. */
const ABOUT_TEXT = /\b(?:letters?|lettering|graffiti|bubble|sign|banner|poster|card)\b/i;
/**
 * Two to five words in Title Case at the start of the prompt or after "a"/"the" ("Best Dad
 * Ever in graffiti letters", "a Welcome Back to School sign"); small words (to, the, of, and,
 * a, my, our) may sit between them.
 */
const TITLE_PHRASE =
  /(?:^|\b(?:a|an|the|says?|saying|reads?)\s+)((?:[A-Z][a-z']*)(?:\s+(?:(?:to|the|of|and|a|my|our|for)\s+)?[A-Z][a-z']*){1,4})\b/;

/** The messages of greeting cards, signs and banners, in any case ("get well soon", "thank you"). */
const CARD_MESSAGE =
  /\b(?:get well soon|thank you|i love you|congratulations|good luck|welcome home|welcome back|merry christmas|happy new year|happy (?:mother'?s|father'?s|valentine'?s|teacher'?s|grandparents'?) day|happy (?:easter|halloween|hanukkah|diwali|eid|holi|holidays|anniversary|retirement|graduation|birthday)|be my valentine|you are the best|best friends forever)\b/i;

/** "Mom in bubble letters", "Love in graffiti letters": one word in Title Case before "in … letters". */
const ONE_WORD_IN_LETTERS = /^\s*([A-Z][a-z]{1,11})\s+in\s+(?:[\w-]+\s+){0,3}(?:letters|lettering)\b/;

/**
 * Letters, numbers and names in a prompt, read from the original text (case matters for
 * names): "the letter B", "letter c is for cat", "A is for alligator", "the number 3",
 * "number 7", "Happy Birthday Mia", "the name SAM", "JACK in bubble letters", and a prompt
 * that is only capitals ("ABC").
 */
export function findGlyphs(prompt: string): GlyphRequest[] {
  const out: GlyphRequest[] = [];
  // "big uppercase A and lowercase a": both cases of the letter, side by side (look set 6).
  const cases = BOTH_CASES.exec(prompt);
  if (cases && cases[1]!.toLowerCase() === cases[2]!.toLowerCase()) {
    const text = `${cases[1]!.toUpperCase()}${cases[1]!.toLowerCase()}`;
    out.push({ kind: 'word', text, name: `word ${text}` });
    return out;
  }
  // "sight words the, and, see, look in big letters": the words themselves (look set 7).
  const sight = SIGHT_WORDS.exec(prompt);
  if (sight) {
    const words = sight[1]!
      .split(/[,\s]+/)
      .filter(Boolean)
      .slice(0, 8);
    const text = words.join(' ').toUpperCase();
    out.push({ kind: 'word', text, name: `word ${text}`, consumes: sight[1]!.trim() });
    return out;
  }
  // "Best Dad Ever in graffiti letters", "a Welcome Back to School sign", "a sign that says
  // 'Go Team'": the words themselves are the page's text (look set 6: they were dropped).
  const phrase =
    QUOTED.exec(prompt) ??
    (ABOUT_TEXT.test(prompt) ? (TITLE_PHRASE.exec(prompt) ?? ONE_WORD_IN_LETTERS.exec(prompt)) : null);
  if (phrase) {
    const text = phrase[1]!.trim().replace(/\s+/g, ' ').toUpperCase();
    out.push({ kind: 'word', text, name: `word ${text}` });
    return out;
  }
  // "get well soon card for my friend", "a thank you card for my teacher": the card's message,
  // typed in lower case, is its text (look set 8: an ID card was drawn instead).
  const message = ABOUT_TEXT.test(prompt) ? CARD_MESSAGE.exec(prompt) : null;
  if (message) {
    const text = message[0]!.replace(/\s+/g, ' ').toUpperCase();
    out.push({ kind: 'word', text, name: `word ${text}` });
    return out;
  }
  const letter = /\bletter\s+([A-Za-z])\b/.exec(prompt) ?? IS_FOR.exec(prompt);
  if (letter) {
    const text = letter[1]!.toUpperCase();
    out.push({ kind: 'letter', text, name: `letter ${text}` });
  }
  const number =
    /\b(?:number|numeral|digit)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.exec(prompt);
  if (number) {
    const raw = number[1]!.toLowerCase();
    const n = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw]!;
    if (n <= 10) out.push({ kind: 'number', text: String(n), name: `number ${n}` });
  }
  const name = NAME_CUES.exec(prompt) ?? (ABOUT_LETTERS.test(prompt) ? CAPS_WORD.exec(prompt) : null);
  if (name) {
    // "Happy Birthday Noah": the greeting is written too (look set 6: only NOAH was).
    const greeting = /^happy birthday$/i.test(name[0]!.slice(0, -name[1]!.length).trim());
    const text = greeting ? `HAPPY BIRTHDAY ${name[1]!.toUpperCase()}` : name[1]!.toUpperCase();
    out.push({ kind: 'word', text, name: `word ${text}`, ...(greeting ? { consumes: name[1]! } : {}) });
  } else {
    const caps = /^\s*([A-Z]{2,6})\s*$/.exec(prompt);
    if (caps) out.push({ kind: 'word', text: caps[1]!, name: `word ${caps[1]}` });
  }
  return out;
}

/**
 * Damerau–Levenshtein distance (adjacent swaps count one), with an early exit once
 * every cell of a row exceeds `max`.
 */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * The vocabulary word a misspelt word most likely meant ("prinsess" → princess,
 * "hourse" → horse), or null; never for a word that is itself English (`isEnglishWord`). Allowed distance: 1 for words of 4–5 letters, 2 for
 * longer ones (shorter words are too easily another word); ties go to the word whose
 * first letter matches, then to `preferred` words (animals and people: what children
 * draw most; "hourse" → horse rather than house), then the earlier vocabulary word.
 */
export function correctSpelling(
  word: string,
  vocabulary: readonly string[],
  preferred: (candidate: string) => boolean = () => false,
): string | null {
  // A real word is not a misspelling (issue 29): "moat" is not a goat, "bunk" not a bank.
  // Nor is a name WordNet knows (look set 10: "a baker in Lisbon" was corrected to a lion).
  if (word.length < 4 || /\d/.test(word) || isEnglishWord(word) || isWordNetNoun(word)) return null;
  const max = word.length <= 5 ? 1 : 2;
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const v of vocabulary) {
    if (Math.abs(v.length - word.length) > max || v.length < 3) continue;
    const d = editDistance(word, v, max);
    if (d > max) continue;
    const score = d * 4 + (v[0] === word[0] ? 0 : 2) + (preferred(v) ? 0 : 1);
    if (score < bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/** `text` with every regular-expression metacharacter escaped, to match it literally ("Mr. Bell"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
