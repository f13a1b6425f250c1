import { type CatalogEntry, emojiInPrompt, isAnnotation, lookup, normalizeTerm } from './catalog';
import {
  ACTIONS,
  COLLECTIVES,
  FAVOURITE_ART,
  HOLDING_ACTIONS,
  MODIFIERS,
  NIGHT_WORDS,
  NOT_THINGS,
  PHRASE_SYNONYMS,
  STOP_WORDS,
  SYNONYMS,
  singularForms,
} from './lexicon';
import { DEFAULT_SETTING, getSetting, HOME_OF, SETTING_KEYWORDS } from './settings';

/** A thing the prompt asks for. */
export interface Thing {
  /** Catalog term, e.g. "dog" for "puppies"; also the name reported in `elements`. */
  term: string;
  /** Art candidates, best first (never empty). */
  candidates: CatalogEntry[];
  /** How many to draw (plurals and collectives ask for more than one). */
  count: number;
  /** Eaten or held by the thing before it ("a dinosaur eating ice cream"). */
  held: boolean;
  /** Not named by the prompt but implied by its setting ("the solar system" → astronaut). */
  implied?: boolean;
}

/** What the sketchbook understood of a prompt. */
export interface Understanding {
  /** Things to draw, in prompt order. */
  things: Thing[];
  /** Setting named by the prompt or implied by its subjects. */
  setting: string;
  /** True when the prompt named the setting itself. */
  settingNamed: boolean;
  /** Words not understood, in prompt order, without duplicates. */
  skippedWords: string[];
  /** The prompt asks for night ("an owl at night"): moon and stars instead of the sun. */
  night: boolean;
}

/** Words after which a setting keyword means a place ("on the moon", "in the clouds"). */
const PLACE_PREPOSITIONS = new Set([
  'in',
  'on',
  'at',
  'under',
  'over',
  'above',
  'into',
  'through',
  'across',
  'near',
  'by',
  'around',
  'inside',
  'to',
  'from',
  'beneath',
  'below',
  'within',
]);

const MAX_PHRASE_WORDS = 4;

/** Number words; a page draws at most three of a thing. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  few: 2,
  lots: 3,
  lot: 3,
  many: 3,
  several: 3,
};

/** Words ending in "s" that are singular ("bus", "octopus"). */
const SINGULAR_S = /(ss|us|is|os)$/;

interface Resolved {
  term: string;
  candidates: CatalogEntry[];
  plural: boolean;
}

function resolveEntity(phrase: string): Resolved | null {
  const words = phrase.split(' ');
  const tryTerm = (term: string, plural: boolean): Resolved | null => {
    const candidates = lookup(term);
    return candidates.length > 0 ? { term, candidates, plural } : null;
  };
  if (words.length > 1) {
    const mapped = PHRASE_SYNONYMS[phrase];
    if (mapped) return tryTerm(normalizeTerm(mapped), false);
    const direct = tryTerm(phrase, false);
    if (direct) return direct;
    // "racing cars": the last word may be plural.
    const last = words[words.length - 1]!;
    for (const single of singularForms(last)) {
      const p = [...words.slice(0, -1), single].join(' ');
      const mappedSingle = PHRASE_SYNONYMS[p];
      const hit = mappedSingle ? tryTerm(normalizeTerm(mappedSingle), true) : tryTerm(p, true);
      if (hit) return hit;
    }
    return null;
  }
  const word = phrase;
  const isPluralWord = word.endsWith('s') && !SINGULAR_S.test(word);
  const synonym = SYNONYMS[word];
  if (synonym)
    return tryTerm(normalizeTerm(synonym), isPluralWord || word === 'children' || word === 'friends');
  const direct = tryTerm(word, false);
  if (direct && !isPluralWord) return direct;
  for (const single of singularForms(word)) {
    const mapped = SYNONYMS[single];
    const hit = tryTerm(mapped ? normalizeTerm(mapped) : single, true);
    if (hit) return hit;
  }
  return direct;
}

/**
 * True when the phrase names a thing through the hand-written tables or an exact
 * OpenMoji annotation, as opposed to a loose tag match ("space" is a tag of rocket).
 */
function isKnownEntity(phrase: string): boolean {
  if (PHRASE_SYNONYMS[phrase] || SYNONYMS[phrase] || FAVOURITE_ART[phrase]) return true;
  const forms = [phrase, ...singularForms(phrase)];
  return forms.some((f) => SYNONYMS[f] !== undefined || FAVOURITE_ART[f] !== undefined || isAnnotation(f));
}

function resolveCollective(word: string): string | null {
  const synonym = SYNONYMS[word];
  if (synonym && COLLECTIVES[synonym]) return synonym;
  if (COLLECTIVES[word]) return word;
  for (const single of singularForms(word)) if (COLLECTIVES[single]) return single;
  return null;
}

function homeOf(thing: Thing): string | undefined {
  const entry = thing.candidates[0]!;
  return HOME_OF[thing.term] ?? HOME_OF[normalizeTerm(entry.annotation)] ?? HOME_OF[entry.subgroup];
}

/**
 * Reads a child's prompt: normalises it (case, punctuation, plurals, synonyms), matches
 * the longest known phrase first (up to four words: "ice cream", "fire engine"), sorts
 * words into things to draw, a setting, understood words (stop-words, describing words,
 * actions) and skipped words. Collectives ("animals", "toys") become several things
 * suited to the setting. Pure and fast (no rendering); the first call builds the
 * catalog (50–90 ms measured).
 */
export function understandPrompt(prompt: string): Understanding {
  const typed = emojiInPrompt(prompt);
  const tokens = normalizeTerm(typed.rest).split(' ').filter(Boolean);
  const things: Thing[] = [];
  // Emoji typed in the prompt are things too ("🐶 🌈"), named by their annotation.
  for (const entry of typed.entries) {
    const term = normalizeTerm(entry.annotation).replace(/ face$/, '');
    if (!things.some((t) => t.term === term))
      things.push({ term, candidates: [entry], count: 1, held: false });
  }
  const collectives: string[] = [];
  const skipped: string[] = [...typed.unknown];
  let setting: string | null = null;
  let holdNext = false;
  let night = false;
  /** A number just read ("two kittens"): how many of the next thing to draw. */
  let countNext: number | null = null;

  let i = 0;
  while (i < tokens.length) {
    let consumed = 0;
    for (let len = Math.min(MAX_PHRASE_WORDS, tokens.length - i); len >= 1 && consumed === 0; len--) {
      const phrase = tokens.slice(i, i + len).join(' ');
      const afterPreposition =
        PLACE_PREPOSITIONS.has(tokens[i - 1] ?? '') || PLACE_PREPOSITIONS.has(tokens[i - 2] ?? '');
      if (NIGHT_WORDS.has(phrase)) {
        night = true;
        consumed = len;
        break;
      }
      if (NOT_THINGS.has(phrase)) {
        consumed = len;
        break;
      }
      const settingName = SETTING_KEYWORDS.get(phrase);
      const known = isKnownEntity(phrase);
      if (settingName && (afterPreposition || !known)) {
        setting ??= settingName;
        consumed = len;
        break;
      }
      if (len === 1) {
        const collective = resolveCollective(phrase);
        if (collective) {
          collectives.push(collective);
          consumed = 1;
          break;
        }
      }
      // "baby dragon", "baby animals": a describing word when a thing follows.
      const next = tokens[i + 1];
      if (len === 1 && MODIFIERS.has(phrase) && next && (isKnownEntity(next) || resolveCollective(next))) {
        consumed = 1;
        break;
      }
      if (len === 1 && !known) {
        if (STOP_WORDS.has(phrase) || MODIFIERS.has(phrase) || /^\d+$/.test(phrase)) {
          const n = NUMBER_WORDS[phrase] ?? (/^\d+$/.test(phrase) ? Number(phrase) : undefined);
          if (n !== undefined) countNext = n;
          consumed = 1;
          break;
        }
        // Any other "-ing" word is taken as an action ("erupting", "swinging").
        if (ACTIONS.has(phrase) || (phrase.length > 5 && phrase.endsWith('ing'))) {
          if (HOLDING_ACTIONS.has(phrase)) holdNext = true;
          consumed = 1;
          break;
        }
      }
      const entity = resolveEntity(phrase);
      if (entity) {
        const existing = things.find((t) => t.term === entity.term);
        // Named again ("a big dinosaur and a small dinosaur"): one more of it.
        if (existing) existing.count = Math.min(3, Math.max(existing.count + 1, entity.plural ? 3 : 0));
        else
          things.push({
            term: entity.term,
            candidates: entity.candidates,
            count: countNext !== null ? Math.max(1, Math.min(3, countNext)) : entity.plural ? 3 : 1,
            held: holdNext && things.length > 0,
          });
        holdNext = false;
        countNext = null;
        consumed = len;
      }
    }
    if (consumed === 0) {
      const word = tokens[i]!;
      if (!skipped.includes(word)) skipped.push(word);
      consumed = 1;
    }
    i += consumed;
  }

  const settingNamed = setting !== null;
  if (!setting) {
    for (const thing of things) {
      const home = homeOf(thing);
      if (home) {
        setting = home;
        break;
      }
    }
  }
  const finalSetting = setting ?? DEFAULT_SETTING;

  if (things.length === 0 && collectives.length === 0 && settingNamed) {
    // "the solar system", "a day at the beach": draw who lives there.
    const resident = getSetting(finalSetting).residents[0];
    const candidates = resident ? lookup(resident) : [];
    if (resident && candidates.length > 0)
      things.push({ term: resident, candidates, count: 1, held: false, implied: true });
  }

  for (const name of collectives) {
    const collective = COLLECTIVES[name]!;
    const members = name === 'animals' ? getSetting(finalSetting).residents : collective.members;
    let added = 0;
    for (const member of members) {
      if (added >= 3) break;
      if (things.some((t) => t.term === member)) continue;
      const candidates = lookup(member);
      if (candidates.length === 0) continue;
      things.push({ term: member, candidates, count: 1, held: false });
      added++;
    }
  }

  return { things, setting: finalSetting, settingNamed, skippedWords: skipped, night };
}
