/**
 * A story book's main character from words (issue 33): "Luna the little dragon", "Sam, a
 * brave boy", "Grandpa Joe" → a name for the captions, the noun the scene prompts use, the
 * pronouns, and the look the sketchbook keeps on every page (types.ts StoryCast).
 */
import { lookup } from '../sketchbook/catalog';
import { castLook } from '../sketchbook/figure';
import { partsOfSpeech } from '../sketchbook/nouns';
import { understandForPage } from '../sketchbook/page-safety';
import { appearanceOf, personOf } from '../sketchbook/people';
import { hashString } from '../sketchbook/random';
import type { StoryCast } from '../types';

/** How the captions speak of the character. */
export interface Pronouns {
  /** "she", "he", "they" (subject). */
  subject: string;
  /** "her", "him", "them" (object). */
  object: string;
  /** "her", "his", "their" (possessive). */
  possessive: string;
}

/** The main character of a story, ready for the grammar and the sketchbook. */
export interface StoryCharacter {
  /** Name in the captions, e.g. "Luna". */
  name: string;
  /** The drawable noun of the scene prompts, e.g. "girl", "dragon". */
  noun: string;
  /** A person is drawn as a posed figure; anything else as its catalog art. */
  person: boolean;
  pronouns: Pronouns;
  /** What every page passes to the engine (PageRequest.cast). */
  cast: StoryCast;
  /** A saved character: its picture is on every page (PageRequest.characters), not a noun. */
  saved?: boolean;
}

/**
 * Words for people, in the order they are looked for, each with the noun the scene prompts
 * use (a word the sketchbook draws as a posed figure): "mother" → mom, "granny" → grandma,
 * "my brother" → boy. Family words also name a character the words did not name
 * (FAMILY_NAMES: "a dad" is Dad in the captions, not a random name).
 */
const PERSON_WORDS: readonly (readonly [string, string])[] = [
  ['grandma', 'grandma'],
  ['grandmother', 'grandma'],
  ['granny', 'grandma'],
  ['nana', 'grandma'],
  ['grandpa', 'grandpa'],
  ['grandfather', 'grandpa'],
  ['grandad', 'grandpa'],
  ['granddad', 'grandpa'],
  ['princess', 'princess'],
  ['prince', 'prince'],
  ['queen', 'queen'],
  ['king', 'king'],
  ['mom', 'mom'],
  ['mum', 'mom'],
  ['mommy', 'mom'],
  ['mummy', 'mom'],
  ['mother', 'mom'],
  ['mama', 'mom'],
  ['dad', 'dad'],
  ['daddy', 'dad'],
  ['father', 'dad'],
  ['papa', 'dad'],
  ['aunt', 'woman'],
  ['auntie', 'woman'],
  ['uncle', 'man'],
  ['teacher', 'teacher'],
  ['sister', 'girl'],
  ['brother', 'boy'],
  ['girl', 'girl'],
  ['boy', 'boy'],
  ['woman', 'woman'],
  ['man', 'man'],
  ['kid', 'kid'],
  ['child', 'child'],
  // A teen is a young person: the figure's age comes from the words ("a 12 year old teen" is
  // drawn as a child; "teen" was read as no one and "old" as the hero, 2026-11-29).
  ['teen', 'kid'],
  ['teenager', 'kid'],
  ['toddler', 'kid'],
  ['youngster', 'kid'],
];

/** The name a family word gives an unnamed character ("a grandma" → Grandma). */
const FAMILY_NAMES: Readonly<Record<string, string>> = {
  grandma: 'Grandma',
  grandmother: 'Grandma',
  granny: 'Granny',
  nana: 'Nana',
  grandpa: 'Grandpa',
  grandfather: 'Grandpa',
  grandad: 'Grandad',
  granddad: 'Granddad',
  mom: 'Mom',
  mum: 'Mum',
  mommy: 'Mommy',
  mummy: 'Mummy',
  mother: 'Mom',
  mama: 'Mama',
  dad: 'Dad',
  daddy: 'Daddy',
  father: 'Dad',
  papa: 'Papa',
  aunt: 'Auntie',
  auntie: 'Auntie',
  uncle: 'Uncle',
};

const SHE: Pronouns = { subject: 'she', object: 'her', possessive: 'her' };
const HE: Pronouns = { subject: 'he', object: 'him', possessive: 'his' };
const THEY: Pronouns = { subject: 'they', object: 'them', possessive: 'their' };

/** Names for a character the words did not name (short, easy to read). */
const NAMES = ['Pip', 'Milo', 'Luna', 'Nia', 'Toby', 'Rosa', 'Kai', 'Ada', 'Finn', 'Ivy'];

/** Words never read as the character's noun. */
const STOP = new Set(['the', 'and', 'with', 'who', 'little', 'big', 'brave', 'named', 'called']);

/**
 * Titles typed before a name: "Mr. Bell", "Coach Ray" are named with both words (the
 * captions said "Mr grows a sunflower", 2026-11-29).
 */
const TITLES = new Set([
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Mx',
  'Dr',
  'Doctor',
  'Mister',
  'Sir',
  'Dame',
  'Coach',
  'Captain',
  'Professor',
  'Officer',
  'Nurse',
  'Chef',
  'Farmer',
  'Judge',
]);

/** Words that start a description but are not names. */
const NOT_NAMES = new Set(['A', 'An', 'The', 'My', 'Our', 'Little', 'Big', 'Brave', 'Young', 'Old']);

/**
 * Reads the character's words. The name is the first capitalised word that is not an
 * article or adjective ("Luna" in "Luna the little dragon"), with the name after it when it
 * is a title ("Mr. Bell", "Coach Ray": TITLES); without one a short name is
 * chosen from `seed` (a family word names it: "a dad" is Dad). The noun is the first person
 * word (PERSON_WORDS, as the sketchbook's noun) or else the first word
 * the sketchbook's catalog has art for; with neither the character is a child (a kid).
 * `savedName`: a saved character's name wins for the name, its picture is drawn instead.
 * Pure and deterministic. Throws nothing.
 */
export function readCharacter(words: string, seed: number): StoryCharacter {
  const tokens: string[] = words.match(/[\p{L}']+/gu) ?? [];
  const lower = tokens.map((t) => t.toLowerCase());
  const named = tokens.find((t, i) => /^\p{Lu}\p{Ll}+$/u.test(t) && !NOT_NAMES.has(t) && !isNoun(lower[i]!));
  const personWord = PERSON_WORDS.find(([n]) => lower.includes(n));
  const personNoun = personWord?.[1];
  const thingNoun = personNoun ? undefined : headNoun(words, lower, named?.toLowerCase());
  const noun = personNoun ?? thingNoun ?? 'kid';
  const person = thingNoun === undefined;
  const understood = understandForPage(`a ${noun}`).things[0];
  const term = understood?.term ?? noun;
  // A family word typed as a name ("Nana", "Grandpa Joe") names the character as typed.
  const familyAt = tokens.findIndex((t, i) => /^\p{Lu}/u.test(t) && FAMILY_NAMES[lower[i]!] !== undefined);
  const familyName =
    familyAt >= 0
      ? named && tokens[familyAt + 1] === named
        ? `${tokens[familyAt]} ${named}`
        : tokens[familyAt]
      : undefined;
  // A title and the name after it ("Mr. Bell", "Coach Ray"), the title's full stop kept.
  const namedAt = named ? tokens.indexOf(named) : -1;
  const after = tokens[namedAt + 1];
  const titled =
    named && TITLES.has(named) && after && /^\p{Lu}/u.test(after)
      ? `${named}${new RegExp(`\\b${named}\\.`, 'u').test(words) ? '.' : ''} ${after}`
      : undefined;
  const name =
    familyName ??
    titled ??
    named ??
    (personWord ? FAMILY_NAMES[personWord[0]] : undefined) ??
    NAMES[hashString(`${words}|${seed}`) % NAMES.length]!;
  let pronouns = THEY;
  let cast: StoryCast = { term };
  if (person && understood) {
    const thing = { ...understood, words: words.toLowerCase() };
    const who = personOf(thing);
    pronouns = who.look === 'feminine' ? SHE : who.look === 'masculine' ? HE : THEY;
    // What the words ask for (hair, beard, glasses, hat) is kept on every page; what they do
    // not say varies with the name and the words, so two books about two boys differ.
    cast = {
      term,
      figure: castLook(who.age, who.look, hashString(`${name}|${words}|${seed}`), appearanceOf(thing)),
    };
  } else if (/\b(she|her|girl)\b/.test(lower.join(' '))) pronouns = SHE;
  else if (/\b(he|his|boy)\b/.test(lower.join(' '))) pronouns = HE;
  return { name, noun, person, pronouns, cast };
}

/** Kinds of catalog art a story's hero may be drawn as (a penguin, a robot, a cloud, a fire truck). */
const HERO_KINDS: ReadonlySet<string> = new Set(['animal', 'object', 'vehicle', 'sky', 'plant', 'food']);

/**
 * The noun the character's words are about: in the words before a "with", "who", "that" or
 * "wearing" (what follows describes it: "a small penguin with a red scarf"), the last word the
 * part-of-speech reader tags as a noun and the catalog draws — English puts the head noun last
 * ("a little white bunny" → bunny; describing words such as "small" or "white" were read as the
 * character before, 2026-11-29); failing that, the first word the catalog draws.
 */
function headNoun(words: string, lower: string[], name: string | undefined): string | undefined {
  const drawable = (w: string) => w !== name && !STOP.has(w) && lookup(w).some((e) => HERO_KINDS.has(e.kind));
  // A noun the catalog knows by another word ("puppy" is drawn as a dog, "kitten" as a cat):
  // the sketchbook's own reading of "a <noun>" (a fluffy golden puppy was read as "fluffy",
  // 2026-11-29).
  const understood = (w: string) =>
    w !== name &&
    !STOP.has(w) &&
    HERO_KINDS.has(understandForPage(`a ${w}`).things[0]?.candidates[0]?.kind ?? '');
  const cut = lower.findIndex((w) => ['with', 'who', 'that', 'wearing', 'and'].includes(w));
  const head = cut > 0 ? lower.slice(0, cut) : lower;
  const tags = partsOfSpeech(words);
  const nouns = head.filter((w) => tags.get(w)?.pos === 'NOUN' && (drawable(w) || understood(w)));
  const last = nouns.at(-1);
  if (last) {
    // A compound the catalog knows ("fire truck", "teddy bear") over its last word.
    const before = head[head.lastIndexOf(last) - 1];
    return before && lookup(`${before} ${last}`).some((e) => HERO_KINDS.has(e.kind))
      ? `${before} ${last}`
      : last;
  }
  // Never a describing word ("a small brown dachshund" is not "small").
  return lower.find((w) => drawable(w) && tags.get(w)?.pos !== 'ADJ');
}

function isNoun(word: string): boolean {
  return PERSON_WORDS.some(([n]) => n === word);
}
