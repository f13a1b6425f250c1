import { isEnglishWord } from '@inkling/safety';
import { type CatalogEntry, emojiInPrompt, getCatalog, isAnnotation, lookup, normalizeTerm } from './catalog';
import type { Pose } from './figure';
import {
  correctSpelling,
  escapeRegExp,
  findGlyphs,
  type GlyphRequest,
  MAX_COUNT,
  MAX_RELATION_WORDS,
  NUMBER_WORDS,
  RELATION_WORDS,
  type Relation,
  type RelationName,
  resolveWith,
} from './grammar';
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
import { nounsOf } from './nouns';
import { lookupInSense } from './senses';
import {
  DEFAULT_SETTING,
  type Decoration,
  FEATURE_WORDS,
  getSetting,
  HOME_OF,
  SETTING_KEYWORDS,
} from './settings';
import { broaderTerms, isWordNetNoun, personNoun } from './wordnet';

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
  /** The count was a number in the prompt ("five candles"), drawn exactly. */
  counted?: boolean;
  /** Not named by the prompt but implied by its setting ("the solar system" → astronaut). */
  implied?: boolean;
  /** The words of the prompt that named it ("girl" for the term "child"). */
  words?: string;
  /** For a person: the pose an action word asks for ("a girl waving" → wave; see POSE_WORDS). */
  pose?: Pose;
  /**
   * The prompt asks for a face on it ("a happy sun", "a star with a smile"): a thing that has
   * none (not an animal or a person) gets eyes and a smile (compose.ts withFace).
   */
  face?: boolean;
  /** An animal jumping (tilted, off the ground) or hanging upside down (compose.ts inMotion). */
  motion?: 'jump' | 'hang';
  /**
   * Parts the prompt names on it, with their counts ("a house with a door and two windows"):
   * drawn as part of it, never as loose things beside it (partOf).
   */
  parts?: Record<string, number>;
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
  /** Subject–relation–object links between `things` ("a girl riding a horse"). */
  relations: Relation[];
  /** Big outline letters, numbers and names to draw ("the letter B", "Happy birthday Mia"). */
  glyphs: GlyphRequest[];
  /** Misspelt words read as vocabulary words ("prinsess" → "princess"). */
  corrections: { from: string; to: string }[];
  /**
   * Real nouns with no art of their own drawn as a broader term from WordNet (wordnet.ts):
   * "potter" → person, "chameleon" → lizard (issue 29: "a known word that is not drawable goes
   * through synonyms and broader terms … to something drawable, or is reported").
   */
  broader: { from: string; to: string }[];
  /**
   * How each normalised word of the prompt was read (the first reading wins), so that what
   * the page shows and what it reports can be checked against every word the prompt named
   * ({@link WordRole}).
   */
  readAs: Record<string, WordRole>;
  /** Places named by the prompt that the background draws wherever it is (settings.ts FEATURE_WORDS). */
  features: Decoration[];
  /**
   * The main subject is covered in patterns ("a zentangle cat", "an elephant with paisley
   * patterns", "a butterfly with patterns on its wings"): compose.ts fills its inside
   * (zentangle.ts). See PATTERNED.
   */
  patterned?: boolean;
}

/**
 * Words that ask for a subject covered in patterns (issue 29; look set 8's "zentangle cat",
 * "zentangle elephant with paisley patterns" and "symmetrical butterfly with patterns on the
 * wings" were the plain animals).
 */
const PATTERNED =
  /\b(?:(?:zen ?tangle|paisley|tribal|geometric|decorative|fancy|pretty|intricate) (?:patterns?|designs?|doodles?)|zen ?tangle|zentangles|zentangled|paisley|patterned|doodle ?art|decorative patterns?|(?:with|full of|covered in|in) (?:lots of |many |fancy |pretty |intricate |tribal |geometric )?(?:patterns|designs|swirls|doodles)\b)/;

/**
 * How a word of the prompt was read: part of a thing to draw, the setting, a letter, number or
 * name drawn from the font, night, a group ("animals", "family") drawn as its members, a
 * describing word, an action, a relation, a part drawn on another thing ("a star with a
 * smile": the smile is on the star), a word with no drawable meaning, or skipped
 * (reported as not drawn).
 */
export type WordRole =
  | 'thing'
  | 'setting'
  | 'glyph'
  | 'night'
  | 'collective'
  | 'describing'
  | 'action'
  | 'relation'
  | 'part'
  | 'stop'
  | 'style'
  | 'skipped';

/**
 * Parts a thing's own art already shows (or, for a house, that drawnHouse draws counted),
 * by catalog term and by prompt word: "a car with big wheels" is one car, not a car and
 * loose wheels (look sets 3–4: a house's windows and a car's wheels floated beside them, a
 * snowman's carrot nose lay apart from it).
 */
const PARTS: readonly { whole: RegExp; kind?: string; parts: RegExp }[] = [
  { whole: /^(house|home|cottage|cabin)$/, parts: /^(doors?|windows?|chimneys?|roofs?)$/ },
  { whole: /^snowman/, parts: /^(nose|carrots?|buttons?|eyes?|arms?|sticks?|mouth)$/ },
  {
    whole: /./,
    kind: 'vehicle',
    parts: /^(wheels?|tires?|tyres?|doors?|windows?|lights?|headlights?|seats?)$/,
  },
  { whole: /^(castle|palace)$/, parts: /^(towers?|turrets?|gates?|doors?|windows?|walls?)$/ },
  { whole: /tree$/, parts: /^(trunks?|branch(es)?|leaf|leaves)$/ },
];

/** The index of the thing `word` (a prompt word or catalog term) is a part of, or -1. */
function partOf(things: readonly Thing[], whole: number, words: readonly string[]): number {
  const w = things[whole];
  if (!w) return -1;
  const kind = w.candidates[0]!.kind;
  const fits = PARTS.some(
    (p) => (p.kind ? p.kind === kind : p.whole.test(w.term)) && words.some((x) => p.parts.test(x)),
  );
  return fits ? whole : -1;
}

/** Describing words that ask for a face on a thing ("a happy sun", "a smiling star"). */
const FACE_WORDS = new Set(['happy', 'smiling', 'smiley', 'cheerful', 'grinning', 'laughing', 'friendly']);
/** Words after "happy" that make it a greeting ("happy birthday"), not a smiling thing. */
const GREETING_WORDS =
  /^(birthday|bday|halloween|easter|holidays?|new|mothers?|fathers?|moms?|dads?|valentines?|anniversary|thanksgiving|diwali|hanukkah|eid|christmas|holi|lunar|st|teachers?|graduation|retirement|day|hols|kwanzaa|passover|ramadan|spring|summer|autumn|fall|winter|friday|weekend)$/;
/** Nouns that, after "with", ask for a face on the thing before ("a moon with a smile"). */
const FACE_NOUNS = new Set(['smile', 'smiles', 'face', 'grin', 'smiley']);

/** Words before "lines" that choose the page's line weight ("thick lines", "thin outlines"). */
const LINE_WEIGHT_WORDS = /^(thick|bold|heavy|fat|chunky|thin|fine|light|black)$/;

/** The Day of the Dead's names (English, Spanish, with or without the accent). */
const DAY_OF_THE_DEAD = /\b(day\s+of\s+the\s+dead|d[ií]a\s+de\s+(los\s+)?muertos)\b/gi;

/** Things in NOT_THINGS a prompt names but no page draws: reported, not silently dropped. */
const NAMED_NOT_DRAWN = new Set(['water cycle', 'water']);

/** Shapes and marks in NOT_THINGS: a describing word ("striped"), but named as a noun they are reported. */
const SHAPE_WORDS = new Set(['stripe', 'stripes', 'spots', 'shape', 'shapes', 'circle', 'circles']);

/**
 * Setting keywords whose setting's background does not show the named place itself ("a river"
 * picks the meadow, which has no river): the page keeps the setting and the word is reported.
 */
const PLACES_NOT_DRAWN = new Set(['picnic']);

/**
 * People words that describe a thing only before it ("mother duck", "baby dragon"); alone
 * they name someone ("following their mother") and are drawn or reported, never dropped.
 */
const PERSON_MODIFIERS = new Set([
  'baby',
  // "four baby ducks following their mom" (look set 9 drew a woman among the ducks).
  'mom',
  'mum',
  'dad',
  'mommy',
  'mummy',
  'daddy',
  'mama',
  'papa',
  'mother',
  'father',
  'driver',
  'rider',
  'owner',
]);

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
  'for',
]);

const MAX_PHRASE_WORDS = 4;

/**
 * True when the words from `start` name a musical instrument (after "the", "a", "his"…):
 * OpenMoji's musical-instrument subgroup, singular or plural ("drums").
 */
function playsInstrument(tokens: readonly string[], start: number): boolean {
  let j = start;
  while (j < tokens.length && /^(the|a|an|his|her|their|my|some|big|little|new|old)$/.test(tokens[j]!)) j++;
  const word = tokens[j];
  if (!word) return false;
  return [word, word.replace(/s$/, '')].some((w) => lookup(w)[0]?.subgroup === 'musical-instrument');
}

/**
 * Actions with full-body art for the person doing them ("a girl running" is a runner,
 * not a portrait; issue 14 #6). Values are catalog terms.
 */
const ACTION_ART: Record<string, string> = {
  running: 'person running',
  runs: 'person running',
  walking: 'person walking',
  dancing: 'woman dancing',
  surfing: 'person surfing',
  swimming: 'person swimming',
  juggling: 'person juggling',
  biking: 'person biking',
  cycling: 'person biking',
  climbing: 'person climbing',
  playing: 'person bouncing ball',
  planting: 'person kneeling',
};

/**
 * Action words after a person and the pose of the full-body figure drawn for them (issue 29
 * "People who can act"). Relations (riding, holding, sitting on) choose poses too: people.ts.
 */
export const POSE_WORDS: Readonly<Record<string, Pose>> = {
  running: 'run',
  runs: 'run',
  racing: 'run',
  chasing: 'run',
  jumping: 'run',
  playing: 'run',
  kicking: 'run',
  walking: 'walk',
  walks: 'walk',
  hiking: 'walk',
  waving: 'wave',
  waves: 'wave',
  greeting: 'wave',
  cheering: 'wave',
  sitting: 'sit',
  sits: 'sit',
  reading: 'sit',
  kneeling: 'kneel',
  gardening: 'kneel',
  lying: 'lie',
  laying: 'lie',
  napping: 'lie',
  sleeping: 'lie',
  reaching: 'reach',
  // "students raising their hands" (look set 8: hands down, "no raised hands").
  raising: 'reach',
  raise: 'reach',
  rescuing: 'reach',
  picking: 'reach',
  catching: 'reach',
  teaching: 'point',
  pointing: 'point',
  showing: 'point',
  standing: 'stand',
  // Making something on the ground: "two girls building a sandcastle" (look set 5: a bust).
  building: 'kneel',
  digging: 'kneel',
  // Working at a kitchen counter (look set 3: "a family baking cookies" were busts).
  baking: 'stand',
  cooking: 'stand',
};

/** Activities that are riding something ("a boy skateboarding" rides a skateboard). */
const RIDE_ACTIVITIES: Record<string, string> = {
  skateboarding: 'skateboard',
  cycling: 'bicycle',
  biking: 'bicycle',
  scootering: 'scooter',
  sledding: 'sled',
  sledging: 'sled',
};

/**
 * The tool in the hands of a person doing something (issue 29 "People who can act"): the
 * doing word after a person → the catalogue term held (people.ts puts it in the hand), unless
 * the words after it already name a thing `named` matches ("painting a fence with a roller" keeps
 * its own tool); `before`, when given, must match the next words ("brushing his teeth", not
 * "brushing a horse"). Chosen from look sets 2–8's people: fishing drew no rod (sets 2–4), a
 * baker had nothing in hand and a vet no stethoscope (set 8).
 */
export const IMPLIED_TOOLS: Readonly<Record<string, { tool: string; named: RegExp; before?: RegExp }>> = {
  fishing: { tool: 'fishing pole', named: /\b(?:fishing (?:pole|rod)s?|rods?|poles?|nets?)\b/ },
  painting: {
    tool: 'paintbrush',
    named: /\b(?:paint ?brush(?:es)?|brush(?:es)?|rollers?|crayons?|pencils?)\b/,
  },
  sweeping: { tool: 'broom', named: /\b(?:brooms?)\b/ },
  brushing: { tool: 'toothbrush', named: /\b(?:toothbrush(?:es)?)\b/, before: /\bteeth\b/ },
  writing: { tool: 'pencil', named: /\b(?:pencils?|pens?|crayons?|chalk)\b/ },
  drawing: { tool: 'crayon', named: /\b(?:crayons?|pencils?|pens?|chalk|markers?)\b/ },
  coloring: { tool: 'crayon', named: /\b(?:crayons?|pencils?|markers?)\b/ },
  colouring: { tool: 'crayon', named: /\b(?:crayons?|pencils?|markers?)\b/ },
  watering: { tool: 'watering can', named: /\b(?:watering cans?|hoses?)\b/ },
  knitting: { tool: 'yarn', named: /\b(?:yarn|wool)\b/ },
  sewing: { tool: 'sewing needle', named: /\b(?:needles?|sewing machines?)\b/ },
  baking: { tool: 'mixing bowl', named: /\b(?:bowls?|rolling pins?|spoons?|trays?|ovens?)\b/ },
  stirring: { tool: 'mixing bowl', named: /\b(?:bowls?|pots?|pans?|spoons?)\b/ },
  photographing: { tool: 'camera', named: /\b(?:cameras?)\b/ },
  digging: { tool: 'shovel', named: /\b(?:shovels?|spades?|trowels?|buckets?|paws?)\b/ },
  singing: { tool: 'microphone', named: /\b(?:microphones?|mics?|choir|songbooks?)\b/ },
  listening: {
    tool: 'stethoscope',
    named: /\b(?:stethoscopes?)\b/,
    before: /\bheart(?:beat|s)?\b|\bchest\b|\bbreath/,
  },
};

/**
 * Doing words that name the page's place when no place is named (issue 29 "settings as
 * backgrounds"): a baker bakes in a kitchen, sledding and skiing are on snow (2026-11-30: "grandma
 * baking cookies" was drawn in a meadow).
 */
const ACTIVITY_SETTINGS: Readonly<Record<string, string>> = {
  baking: 'kitchen',
  cooking: 'kitchen',
  sledding: 'snow',
  sledging: 'snow',
  skiing: 'snow',
  snowboarding: 'snow',
};

/**
 * A ball game's goal, drawn by the players when the prompt names the ball and a person (issue
 * 29 "relations drawn as relations"; look set 8's "girl in a wheelchair shooting a basketball"
 * had no hoop). Catalogue terms: ball → goal.
 */
const SPORT_GOALS: Readonly<Record<string, { goal: string; game: RegExp }>> = {
  basketball: { goal: 'basketball hoop', game: /\bbasketball|\bhoops?\b/ },
  // "a ball" alone is drawn as a soccer ball: only the game's name brings the goal ("a boy
  // throwing a ball to his dog" is not a soccer match).
  'soccer ball': { goal: 'goal net', game: /\bsoccer\b|\bfootball\b|\bgoal\b|\bfutbol\b/ },
};

/** The art of every game's goal (SPORT_GOALS), which compose.ts sizes as a player, not a ball. */
export const SPORT_GOAL_ART: ReadonlySet<string> = new Set(Object.values(SPORT_GOALS).map((g) => g.goal));

/**
 * Throwing words: the person holds the ball up in the reaching hand, about to let go (look
 * set 8: "shooting a basketball" drew the ball on the grass).
 */
const THROW_WORDS = /^(?:shooting|shoots|throwing|throws|tossing|tosses|pitching|pitches|dunking|dunks)$/;

/**
 * Words that describe drawn letters or introduce a name, read away on glyph pages: the letters'
 * style, "the name", "uppercase A", and the sign or banner the words are on (the text is the sign).
 */
const LETTERING_WORDS =
  /\b(?:in\s+)?(?:big\s+)?(?:bubble|block|graffiti|fancy|swirly|curly|cursive|capital|outline)?\s*(?:style\s+)?(?:letters?|lettering|font)\b|\b(?:the\s+)?(?:name|word)(?:\s+is)?\b|\b(?:graffiti|bubble|block)\s+style\b|\b(?:upper|lower)\s?case\s+[A-Za-z]\b|\b(?:sight|spelling|vocabulary)\s+words?\b|\b(?:sign|banner|poster|card)\b(?:\s+(?:that\s+)?(?:says|saying|reads))?/gi;

let vocabularyCache: string[] | null = null;

/**
 * Words the sketchbook knows, for spelling correction: synonyms, favourite art, setting
 * keywords and the single-word catalog annotations.
 */
function vocabulary(): string[] {
  if (vocabularyCache) return vocabularyCache;
  const words = new Set<string>([...Object.keys(SYNONYMS), ...Object.keys(FAVOURITE_ART)]);
  for (const k of SETTING_KEYWORDS.keys()) if (!k.includes(' ')) words.add(k);
  for (const [term, postings] of getCatalog().index)
    if (!term.includes(' ') && postings[0] && postings[0].score >= 95) words.add(term);
  vocabularyCache = [...words].filter((w) => !w.includes(' ') && !w.includes('-'));
  return vocabularyCache;
}

/** Words ending in "s" that are singular ("bus", "octopus"). */
const SINGULAR_S = /(ss|us|is|os)$/;
/** Words with only a plural form: one pair is one thing ("an owl wearing glasses"). */
const PLURAL_ONLY = new Set([
  'glasses',
  'sunglasses',
  'scissors',
  'trousers',
  'pants',
  'shorts',
  'jeans',
  'binoculars',
]);

interface Resolved {
  term: string;
  candidates: CatalogEntry[];
  plural: boolean;
}

/**
 * A phrase of the prompt as a thing to draw, or null. Terms from the hand-written tables
 * (SYNONYMS, PHRASE_SYNONYMS) are looked up as they are; the prompt's own words only in their
 * right sense (senses.ts: a loose OpenMoji tag match such as "class" → bicycle is no match).
 */
function resolveEntity(phrase: string): Resolved | null {
  const words = phrase.split(' ');
  const tryTerm = (term: string, plural: boolean, mapped = false): Resolved | null => {
    const candidates = mapped ? lookup(term) : lookupInSense(term);
    return candidates.length > 0 ? { term, candidates, plural } : null;
  };
  if (words.length > 1) {
    const mapped = PHRASE_SYNONYMS[phrase];
    if (mapped) return tryTerm(normalizeTerm(mapped), false, true);
    const direct = tryTerm(phrase, false);
    if (direct) return direct;
    // "racing cars": the last word may be plural.
    const last = words[words.length - 1]!;
    for (const single of singularForms(last)) {
      const p = [...words.slice(0, -1), single].join(' ');
      const mappedSingle = PHRASE_SYNONYMS[p];
      const hit = mappedSingle ? tryTerm(normalizeTerm(mappedSingle), true, true) : tryTerm(p, true);
      if (hit) return hit;
    }
    return null;
  }
  const word = phrase;
  const isPluralWord = word.endsWith('s') && !SINGULAR_S.test(word) && !PLURAL_ONLY.has(word);
  const synonym = SYNONYMS[word];
  if (synonym)
    return tryTerm(normalizeTerm(synonym), isPluralWord || word === 'children' || word === 'friends', true);
  const direct = tryTerm(word, false);
  if (direct && !isPluralWord) return direct;
  for (const single of singularForms(word)) {
    const mapped = SYNONYMS[single];
    const hit = mapped ? tryTerm(normalizeTerm(mapped), true, true) : tryTerm(single, true);
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

/** Doing words whose "on" says where the stuff goes, not where the doer stands. */
const SPRAY_VERBS =
  /\b(?:spraying|sprays|spray|pouring|pours|sprinkling|sprinkles|splashing|splashes|squirting|throwing|throws)\b/;

/** Things whose name is also a common verb: read as a thing only where the prompt uses them as a noun (nounsOf). */
const VERB_LOOKALIKES = new Set(['fly', 'watch', 'saw', 'ring', 'bat', 'duck']);

/** Action words of swimming things (an animal "swimming" with no place named is on a pond). */
const SWIMMING = /^(?:swim|swims|swimming|float|floats|floating|paddle|paddles|paddling|diving|dives)$/;

/** The term drawn for a person WordNet names but no art draws ("a potter", "a mail carrier"). */
const PERSON_TERM = 'person';

/** Catalogue kinds that may stand for a WordNet sense of each kind (a lizard's art is an animal). */
const KIND_ART: Readonly<Record<string, readonly string[]>> = {
  animal: ['animal'],
  plant: ['plant', 'food', 'object'],
  food: ['food'],
  artifact: ['object', 'food', 'building', 'vehicle', 'place', 'plant'],
  object: ['object', 'building', 'place', 'plant', 'nature'],
};

/**
 * A real noun the catalogue cannot draw, as its nearest drawable broader term in WordNet
 * (wordnet.ts broaderTerms): a person noun is a person; otherwise the nearest hypernym that
 * names art through the hand-written tables or an exact OpenMoji annotation (isKnownEntity,
 * never a loose tag), of a kind that fits the sense (KIND_ART: a chameleon is an animal's art).
 * @returns null when nothing drawable is near enough (the word is then reported as skipped).
 */
function broaderEntity(word: string): Resolved | null {
  const lemma = isWordNetNoun(word) ? word : singularForms(word).find(isWordNetNoun);
  if (!lemma) return null;
  // Family words ("their mother" of three ducks) are someone already in the prompt's story,
  // not a stranger to draw (PERSON_MODIFIERS: drawn or reported by the reader above).
  if (personNoun(lemma)) return PERSON_MODIFIERS.has(lemma) ? null : resolveEntity(PERSON_TERM);
  for (const b of broaderTerms(lemma)) {
    // Animals keep their look four levels up (chameleon → lizard, aardvark → mammal); a thing
    // two (vase → jar); further up a plant or a thing is something else (corn → herb).
    if (b.depth > (b.kind === 'animal' ? 4 : 2) || !isKnownEntity(b.term)) continue;
    const hit = resolveEntity(b.term);
    const kinds = KIND_ART[b.kind] ?? [];
    if (hit && kinds.includes(hit.candidates[0]!.kind)) return { ...hit, plural: false };
  }
  return null;
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
  const glyphs = findGlyphs(prompt);
  // Letters, numbers and names are drawn from the font, not read as things ("letter" is
  // not an envelope there): their words leave the text before it is read.
  let text = prompt;
  for (const g of glyphs) {
    if (g.kind === 'letter')
      text = text.replace(/\bletter\s+[A-Za-z]\b/, ' ').replace(/(^|[^\p{L}])[A-Za-z]\s+is\s+for\b/u, '$1 ');
    else if (g.kind === 'number') text = text.replace(/\b(?:number|numeral|digit)\s+\w+\b/i, ' ');
    else text = text.replace(new RegExp(`\\b${escapeRegExp(g.consumes ?? g.text)}\\b`, 'i'), ' ');
  }
  // How the letters look ("in big bubble letters", "the name", "graffiti style") is the glyph's
  // own drawing, not a thing ("letters" is not an envelope on a name page).
  const readAs: Record<string, WordRole> = {};
  const mark = (phrase: string, role: WordRole) => {
    for (const w of normalizeTerm(phrase).split(' ')) if (w && !readAs[w]) readAs[w] = role;
  };
  for (const g of glyphs) {
    mark(g.text, 'glyph');
    if (g.kind === 'letter') mark('letter is for', 'glyph');
    if (g.kind === 'number') mark('number numeral digit', 'glyph');
  }
  if (glyphs.length > 0) {
    for (const m of text.matchAll(LETTERING_WORDS)) mark(m[0], 'glyph');
    text = text.replace(LETTERING_WORDS, ' ');
  }
  const nouns = new Set(nounsOf(prompt));
  // A possessive is not a plural: "my son's name" is one son, "the teacher's desk" one teacher.
  text = text.replace(/(\p{L})['’]s\b/gu, '$1');
  // The Day of the Dead is drawn as its sugar skull (lexicon.ts PHRASES), once: a prompt that
  // names the skull too ("Day of the Dead sugar skull") reads the holiday's name as understood.
  if (/\b(sugar\s+skulls?|calaveras?)\b/i.test(text)) {
    for (const m of text.matchAll(DAY_OF_THE_DEAD)) mark(m[0], 'setting');
    text = text.replace(DAY_OF_THE_DEAD, ' ');
  }
  const typed = emojiInPrompt(text);
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
  const relations: Relation[] = [];
  /** Relations "with" gave ("a tree with presents"), which a later place word may correct. */
  const withRelations: Relation[] = [];
  const corrections: { from: string; to: string }[] = [];
  const broader: { from: string; to: string }[] = [];
  let setting: string | null = null;
  const features: Decoration[] = [];
  let holdNext = false;
  /** The thing whose parts are being named ("a house with a door and …"), and where they end. */
  let partOwner = -1;
  let partEnd = -1;
  /** A face word just read ("a happy sun"): the next thing gets a face. */
  let faceNext = false;
  let night = false;
  /** An animal swimming or floating with no place named is drawn on a pond, not a meadow. */
  let swimming = false;
  /** "a family lighting …": the family's people act (they are added as a collective at the end). */
  let familyActs = false;
  let lifeCycle = false;
  /** A number just read ("two kittens"): how many of the next thing to draw. */
  let countNext: number | null = null;
  /** A relation word just read ("riding"), waiting for its object; subject = last thing. */
  let pending: { relation: RelationName; subject: number } | null = null;
  /** Who holds what "with" just gave ("a knight with a sword"), so "and a shield" is held too. */
  let withHolder = -1;
  /** An action just read after a person ("a girl running"): full-body art for them. */
  const lastSubject = () => {
    for (let k = things.length - 1; k >= 0; k--) if (!things[k]!.held) return k;
    return -1;
  };

  const addEntity = (entity: Resolved, len: number, phrase = entity.term): void => {
    // "a house with a door and two windows", "a snowman with a carrot nose": parts of the
    // thing before, drawn by its art (PARTS), not loose things beside it.
    const owner = pending?.relation === 'with' ? pending.subject : partEnd === i ? partOwner : -1;
    const whole = owner >= 0 ? partOf(things, owner, [entity.term, ...phrase.split(' ')]) : -1;
    if (whole >= 0) {
      const w = things[whole]!;
      const n = countNext ?? (entity.plural ? 2 : 1);
      w.parts = { ...w.parts, [entity.term]: Math.max(n, w.parts?.[entity.term] ?? 0) };
      for (const word of normalizeTerm(phrase).split(' ')) readAs[word] = 'part';
      partOwner = whole;
      partEnd = i + len;
      holdNext = false;
      faceNext = false;
      countNext = null;
      pending = null;
      return;
    }
    partOwner = -1;
    if (pending?.relation !== 'with') withHolder = -1;
    const existing = things.find((t) => t.term === entity.term);
    // Named again ("a big dinosaur and a small dinosaur"): one more of it.
    if (existing) {
      // "count the apples: seven apples in a basket": a number said the second time is the count.
      existing.count =
        countNext !== null
          ? Math.max(1, Math.min(MAX_COUNT, countNext))
          : Math.min(3, Math.max(existing.count + 1, entity.plural ? 3 : 0));
      if (countNext !== null) existing.counted = true;
    } else {
      // "twins" are two; other plurals without a number draw three.
      const plural = /^twins$/.test(phrase) ? 2 : 3;
      const count =
        countNext !== null ? Math.max(1, Math.min(MAX_COUNT, countNext)) : entity.plural ? plural : 1;
      const thing: Thing = {
        term: entity.term,
        candidates: entity.candidates,
        count,
        held: holdNext && things.length > 0,
        counted: countNext !== null,
        words: phrase,
      };
      if (faceNext) thing.face = true;
      things.push(thing);
      const index = things.length - 1;
      if (pending && pending.subject >= 0 && pending.subject !== index) {
        const subject = things[pending.subject]!;
        if (pending.relation === 'with') {
          const w = resolveWith(
            { term: subject.term, entry: subject.candidates[0]!, count: subject.count },
            { term: thing.term, entry: thing.candidates[0]!, count },
          );
          if (w.relation === 'holding' || w.relation === 'wearing') {
            thing.held = true;
            withHolder = pending.subject;
          }
          const link: Relation = w.reversed
            ? { subject: index, relation: w.relation, object: pending.subject }
            : { subject: pending.subject, relation: w.relation, object: index };
          relations.push(link);
          withRelations.push(link);
        } else {
          // "A cat in a hat", "a girl in a dress": in clothing is wearing it, not inside it.
          const wearer = ['animal', 'person'].includes(subject.candidates[0]!.kind);
          // "jumping in puddles": one stands in a puddle, on top of it, not inside it like a box.
          const relation =
            pending.relation === 'in' && wearer && thing.candidates[0]!.subgroup === 'clothing'
              ? 'wearing'
              : pending.relation === 'in' && thing.term === 'puddle'
                ? 'on'
                : pending.relation;
          relations.push({ subject: pending.subject, relation, object: index });
          // Things worn are drawn on the wearer like held ones.
          if (relation === 'wearing') thing.held = true;
        }
      }
    }
    holdNext = false;
    faceNext = false;
    countNext = null;
    pending = null;
    void len;
  };

  let i = 0;
  while (i < tokens.length) {
    let consumed = 0;
    // "a knight with a sword and a shield riding a horse": the shield is held as the sword is,
    // so the knight, not the shield, rides the horse.
    // "a house with a door and two windows": more parts of the same thing.
    if (tokens[i] === 'and' && partOwner >= 0 && partEnd === i) {
      pending = { relation: 'with', subject: partOwner };
      mark('and', 'stop');
      i += 1;
      continue;
    }
    if (tokens[i] === 'and' && withHolder >= 0 && things.at(-1)?.held) {
      pending = { relation: 'with', subject: withHolder };
      mark('and', 'stop');
      i += 1;
      continue;
    }
    // "a happy sun", "a star with a smile", "a smiling moon": a face on the thing (look sets
    // 3–4: toddler pages of a happy sun and a smiling fish had none).
    {
      const word = tokens[i]!;
      const last = things[lastSubject()];
      // "Happy birthday", "happy Halloween": a greeting, not a face on the cake.
      const greeting = GREETING_WORDS.test(tokens[i + 1] ?? '');
      if (FACE_WORDS.has(word) && !greeting) {
        const next = tokens[i + 1];
        if (next && (isKnownEntity(next) || isKnownEntity(tokens.slice(i + 1, i + 3).join(' '))))
          faceNext = true;
        else if (last && !tokens.slice(0, i).includes('with')) last.face = true;
      } else if (
        FACE_NOUNS.has(word) &&
        last &&
        !['person', 'animal'].includes(last.candidates[0]!.kind) &&
        tokens.slice(Math.max(0, i - 4), i).includes('with')
      ) {
        last.face = true;
        // "with a smile" names no thing of its own: the pending "with" is answered.
        if (pending?.relation === 'with') pending = null;
        mark(word, 'part');
        i += 1;
        continue;
      }
    }
    // "grandpa and me": the child who asks is on the page too (look set 3).
    if (tokens[i] === 'me' && (tokens[i - 1] === 'and' || tokens[i + 1] === 'and')) {
      const me = resolveEntity('child');
      const person = things.some((t) => t.candidates[0]!.kind === 'person') || tokens[i + 1] === 'and';
      if (me && person) {
        mark('me', 'thing');
        addEntity(me, 1, 'me');
        i += 1;
        continue;
      }
    }
    // Places the background draws ("a beach with sandcastles and a lighthouse").
    {
      const two = tokens.slice(i, i + 2).join(' ');
      const len = FEATURE_WORDS.has(two) ? 2 : FEATURE_WORDS.has(tokens[i]!) ? 1 : 0;
      if (len > 0) {
        const phrase = tokens.slice(i, i + len).join(' ');
        const feature = FEATURE_WORDS.get(phrase)!;
        if (!features.includes(feature)) features.push(feature);
        mark(phrase, 'setting');
        // A pond is also where the page is, unless the prompt named another place.
        if (feature === 'pond') setting ??= 'pond';
        // An igloo is in the snow, a dock at the water's edge, a stage its own setting.
        if (feature === 'igloo') setting ??= 'snow';
        if (feature === 'dock') setting ??= 'pond';
        if (feature === 'stage') setting ??= 'stage';
        // An oven or a stove is in the kitchen.
        if (feature === 'kitchen') setting ??= 'kitchen';
        i += len;
        continue;
      }
    }
    // "life cycle of a butterfly": stages, not a bicycle.
    if (tokens[i] === 'life' && tokens[i + 1] === 'cycle') {
      lifeCycle = true;
      mark('life cycle', 'thing');
      i += 2;
      continue;
    }
    // "a boy skateboarding": the thing ridden, with the rider on it.
    const ridden = RIDE_ACTIVITIES[tokens[i]!];
    const rider = lastSubject();
    if (ridden && rider >= 0) {
      const entity = resolveEntity(ridden);
      if (entity) {
        pending = { relation: 'riding', subject: rider };
        mark(tokens[i]!, 'thing');
        addEntity(entity, 1);
        i += 1;
        continue;
      }
    }
    const actor = things[lastSubject()];
    // "a boy playing the drums": an instrument is held and played, not run beside (look set 3).
    if (
      tokens[i] === 'playing' &&
      actor &&
      actor.candidates[0]!.kind === 'person' &&
      playsInstrument(tokens, i + 1)
    ) {
      // A piano, an organ or a harp is played sitting beside it, not held.
      const big =
        /^(?:the |a |an |his |her |their |my )*(?:piano|pianos|keyboard|keyboards|organ|organs|harp|harps)\b/.test(
          tokens.slice(i + 1, i + 4).join(' '),
        );
      actor.pose = big ? 'sit' : 'hold';
      holdNext = !big;
      countNext = 1; // "playing drums" is one drum kit
      mark('playing', 'action');
      i += 1;
      continue;
    }
    // "a girl shooting a basketball": the ball in the raised hand (THROW_WORDS).
    if (THROW_WORDS.test(tokens[i]!) && actor && actor.candidates[0]!.kind === 'person' && !actor.held) {
      actor.pose = 'reach';
      holdNext = true;
      mark(tokens[i]!, 'action');
      i += 1;
      continue;
    }
    // "grandpa fishing from a dock", "a girl painting", "dad sweeping the porch": a full-body
    // figure holding the tool of the doing (IMPLIED_TOOLS; look sets 2–4: every fishing page drew
    // busts and no rod; set 8: a baker with no bowl, a vet with no stethoscope in hand).
    const implied = IMPLIED_TOOLS[tokens[i]!];
    if (
      implied &&
      actor &&
      actor.candidates[0]!.kind === 'person' &&
      !actor.held &&
      (!implied.before || implied.before.test(tokens.slice(i + 1, i + 6).join(' ')))
    ) {
      const named = implied.named.test(tokens.slice(i + 1).join(' '));
      const tool = lookup(implied.tool);
      if (!named && tool.length > 0 && !things.some((t) => t.term === implied.tool)) {
        actor.pose = 'hold';
        things.push({ term: implied.tool, candidates: tool, count: 1, held: true, implied: true });
        relations.push({ subject: things.indexOf(actor), relation: 'holding', object: things.length - 1 });
        mark(tokens[i]!, 'action');
        i += 1;
        continue;
      }
    }
    // "a hedgehog carrying an apple on its back": what is carried on a back sits on the carrier,
    // not in its paws (look set 5: the apple lay beside the hedgehog).
    if (
      tokens[i] === 'on' &&
      /^(?:its|his|her|their)$/.test(tokens[i + 1] ?? '') &&
      /^backs?$/.test(tokens[i + 2] ?? '')
    ) {
      const carried = relations.findLast((r) => r.relation === 'holding' && r.object === things.length - 1);
      // A person's backpack stays worn (held); an animal's load sits on it.
      if (carried && things[carried.subject]!.candidates[0]!.kind !== 'person') {
        things[carried.object]!.held = false;
        const carrier = carried.subject;
        carried.subject = carried.object;
        carried.object = carrier;
        carried.relation = 'on';
        mark('on its back', 'relation');
        pending = null;
        i += 3;
        continue;
      }
    }
    // "a girl flying a kite", "teaching his grandson to fly a kite": the kite is held up on its
    // string by the person (look set 5: it floated alone; the page's place became the sky).
    if (
      /^(?:fly|flying|flies)$/.test(tokens[i]!) &&
      actor &&
      actor.candidates[0]!.kind === 'person' &&
      /^(?:(?:a|an|the|his|her|their|my|big|red|colorful|colourful)\s+)*kites?\b/.test(
        tokens.slice(i + 1, i + 5).join(' '),
      )
    ) {
      actor.pose = 'hold';
      pending = { relation: 'holding', subject: things.indexOf(actor) };
      holdNext = true;
      mark(tokens[i]!, 'action');
      i += 1;
      continue;
    }
    // "a horse jumping over a fence", "a monkey hanging upside down": the animal's art moves.
    if (actor && actor.candidates[0]!.kind === 'animal' && !actor.held) {
      if (/^(?:jumping|jumps|leaping|leaps|hopping|hops|bouncing|pouncing)$/.test(tokens[i]!))
        actor.motion = 'jump';
      if (
        /^(?:hanging|hangs|dangling)$/.test(tokens[i]!) &&
        tokens.slice(i + 1, i + 3).join(' ') === 'upside down'
      )
        actor.motion = 'hang';
    }
    // "a girl waving": the person's figure takes the pose (people.ts draws it).
    const pose = POSE_WORDS[tokens[i]!];
    if (pose && actor && actor.candidates[0]!.kind === 'person') {
      actor.pose = pose;
      mark(tokens[i]!, 'action');
      // "reading a book": the book is in the reader's hands.
      if (tokens[i] === 'reading' && tokens[i + 1] !== 'to' && tokens[i + 2] !== 'story') holdNext = true;
    }
    // Any other doing word after a person ("two girls building a sandcastle", "a beekeeper
    // checking a frame") makes them a full-body figure standing at it: a bust cannot do
    // anything (look sets 1–5: busts beside the things they were meant to use).
    else if (
      !pose &&
      actor &&
      actor.candidates[0]!.kind === 'person' &&
      !actor.pose &&
      !ACTION_ART[tokens[i]!] &&
      !RIDE_ACTIVITIES[tokens[i]!] &&
      tokens[i]!.length > 5 &&
      tokens[i]!.endsWith('ing') &&
      // "lighting" is a noun too; straight after the person ("a family lighting …") it is their doing.
      (!nouns.has(tokens[i]!) ||
        tokens[i - 1] === 'family' ||
        tokens[i - 1] === (actor.words ?? actor.term).split(' ').at(-1))
    )
      actor.pose = 'stand';
    // "a family baking", "a family lighting the menorah": the family's people are added at the
    // end (collectives); they act, so they get bodies too.
    if (/^famil(?:y|ies)$/.test(tokens[i - 1] ?? '') && tokens[i]!.length > 5 && tokens[i]!.endsWith('ing'))
      familyActs = true;
    // "a girl dancing": full-body art of the activity for the person before it.
    const action = ACTION_ART[tokens[i]!];
    if (action && actor && actor.candidates[0]!.kind === 'person') {
      const full = lookup(action);
      if (full.length > 0) actor.candidates = full;
      mark(tokens[i]!, 'action');
      if (HOLDING_ACTIONS.has(tokens[i]!)) holdNext = true;
      // A relation word too ("planting"): read on below to link its object.
      if (!RELATION_WORDS.has(tokens[i]!)) {
        i += 1;
        continue;
      }
    }
    // "rescuing a cat from a tree", "picking apples from a tree": the thing is on the other
    // one, and the person reaches up to it (issue 29).
    if (tokens[i] === 'from') {
      const taken = lastSubject();
      const reacher = things.some((t) => t.pose === 'reach');
      if (reacher && taken >= 0 && things[taken]!.pose !== 'reach') {
        pending = { relation: 'on', subject: taken };
        mark('from', 'relation');
        i += 1;
        continue;
      }
    }
    // Relation words ("riding", "next to", "sleeping on"), longest first.
    for (let len = Math.min(MAX_RELATION_WORDS, tokens.length - i); len >= 1; len--) {
      const phrase = tokens.slice(i, i + len).join(' ');
      const said = RELATION_WORDS.get(phrase);
      if (!said) continue;
      // "spraying water on a burning house", "pouring milk on cereal": what is sprayed goes on
      // it, the one spraying stands beside it (look set 6: the firefighter stood on the roof).
      const relation =
        said === 'on' && SPRAY_VERBS.test(`${tokens[i - 1] ?? ''} ${tokens[i - 2] ?? ''}`) ? 'next to' : said;
      const subject = lastSubject();
      // "a tree with presents underneath (it)": a place word after a "with" thing, with no
      // thing of its own after it, says where that thing goes: under the tree, not on it
      // (look set 4: the presents sat on top of the Christmas tree).
      const rest = tokens.slice(i + len).filter((t) => t !== 'it' && t !== 'them');
      const placeWord = ['under', 'on', 'in', 'next to', 'flying over'].includes(relation);
      const trailing = rest.length === 0 || rest[0] === 'and' || PLACE_PREPOSITIONS.has(rest[0]!);
      const fromWith = withRelations.findLast((r) => r.subject === subject || r.object === subject);
      if (placeWord && trailing && fromWith && subject >= 0 && things[subject]) {
        // The "with" thing goes where the word says, against the thing it was with.
        const other = fromWith.subject === subject ? fromWith.object : fromWith.subject;
        fromWith.subject = subject;
        fromWith.object = other;
        fromWith.relation = relation as Relation['relation'];
        things[subject]!.held = false;
        pending = null;
        mark(phrase, 'relation');
        consumed = len;
        break;
      }
      // "and", "with" etc. before any thing: nothing to relate yet.
      if (subject >= 0 && !(relation === 'on' && pending?.relation === 'riding'))
        pending = { relation, subject };
      if (relation === 'holding' || relation === 'eating') holdNext = subject >= 0;
      if (len > 1 || !STOP_WORDS.has(phrase)) {
        consumed = len;
        mark(phrase, 'relation');
      }
      break;
    }
    if (consumed > 0) {
      i += consumed;
      continue;
    }
    // "a mail carrier", "a rock climber": a person named by two words WordNet knows as one,
    // which no art draws, is a person (read before "rock" is taken as a thing on its own).
    if (i + 1 < tokens.length) {
      const pair = `${tokens[i]} ${tokens[i + 1]}`;
      // Not when the second word names a thing itself or the first only describes it: "big
      // fish" is a big fish (WordNet also has it as an important person), "old sailor" a sailor.
      const [firstWord, secondWord] = [tokens[i]!, tokens[i + 1]!];
      if (
        !MODIFIERS.has(firstWord) &&
        !STOP_WORDS.has(firstWord) &&
        isWordNetNoun(pair) &&
        personNoun(pair) &&
        !isKnownEntity(secondWord) &&
        !isKnownEntity(pair) &&
        !resolveEntity(pair)
      ) {
        const person = resolveEntity(PERSON_TERM);
        if (person) {
          broader.push({ from: pair, to: PERSON_TERM });
          mark(pair, 'thing');
          addEntity(person, 2, pair);
          i += 2;
          continue;
        }
      }
    }
    for (let len = Math.min(MAX_PHRASE_WORDS, tokens.length - i); len >= 1 && consumed === 0; len--) {
      const phrase = tokens.slice(i, i + len).join(' ');
      const afterPreposition =
        PLACE_PREPOSITIONS.has(tokens[i - 1] ?? '') || PLACE_PREPOSITIONS.has(tokens[i - 2] ?? '');
      // "on a cloud" with a relation waiting: a thing; "on the moon": the place.
      const aThing =
        pending !== null && ['a', 'an', 'his', 'her', 'its', 'their', 'my'].includes(tokens[i - 1] ?? '');
      if (NIGHT_WORDS.has(phrase)) {
        night = true;
        mark(phrase, 'night');
        consumed = len;
        break;
      }
      // "with thick lines": how the page is drawn (profiles.ts promptLineWeight), not a thing.
      if (
        len === 1 &&
        /^(lines|outlines|outline|lineart)$/.test(phrase) &&
        LINE_WEIGHT_WORDS.test(tokens[i - 1] ?? '')
      ) {
        mark(phrase, 'style');
        consumed = 1;
        break;
      }
      // "a Holi festival": the occasion the page is about, which its things show.
      if (len === 1 && /^(festival|festivals|fair|fete)$/.test(phrase)) {
        mark(phrase, 'setting');
        consumed = 1;
        break;
      }
      if (NOT_THINGS.has(phrase)) {
        // "the water cycle", "spraying water": named, never drawn as a stand-in, and reported.
        const named = NAMED_NOT_DRAWN.has(phrase) || (SHAPE_WORDS.has(phrase) && nouns.has(phrase));
        mark(phrase, named ? 'skipped' : 'describing');
        if (named && !skipped.includes(phrase)) skipped.push(phrase);
        consumed = len;
        break;
      }
      const settingName = SETTING_KEYWORDS.get(phrase);
      const known = isKnownEntity(phrase);
      if (settingName && (afterPreposition || !known) && !(aThing && known)) {
        // A second place the page cannot also be ("a jungle … at the beach") is reported.
        if ((setting !== null && setting !== settingName) || PLACES_NOT_DRAWN.has(phrase)) {
          mark(phrase, 'skipped');
          if (!skipped.includes(phrase)) skipped.push(phrase);
        } else mark(phrase, 'setting');
        setting ??= settingName;
        // "under a kitchen table": the place word is part of the thing's name, so the relation
        // waits for the table (look set 5: the cat was beside the table, not under it).
        const nextWord = tokens[i + len];
        if (!(pending && nextWord && isKnownEntity(nextWord))) pending = null;
        consumed = len;
        break;
      }
      if (len === 1) {
        const collective = resolveCollective(phrase);
        // "a lion family", "a duck family": a family of that animal (two grown-ups and a young
        // one), not people beside it (look set 8 drew a mother, a father and a child by a lion).
        const last = things[things.length - 1];
        if (
          collective === 'family' &&
          last &&
          last.candidates[0]?.kind === 'animal' &&
          tokens[i - 1] === last.term.split(' ').pop()
        ) {
          last.count = Math.max(last.count, 3);
          mark(phrase, 'collective');
          consumed = 1;
          break;
        }
        if (collective) {
          collectives.push(collective);
          mark(phrase, 'collective');
          consumed = 1;
          break;
        }
      }
      // "baby dragon", "baby animals": a describing word when a thing follows.
      const next = tokens[i + 1];
      // "three ducks following their mother": the animals' parent is not drawn as a person;
      // it is reported (one of them would be the same animal).
      if (
        len === 1 &&
        PERSON_MODIFIERS.has(phrase) &&
        ['their', 'its'].includes(tokens[i - 1] ?? '') &&
        things.length > 0 &&
        things.every((t) => t.candidates[0]?.kind === 'animal')
      ) {
        mark(phrase, 'skipped');
        if (!skipped.includes(phrase)) skipped.push(phrase);
        consumed = 1;
        break;
      }
      // "an elephant spraying water on her baby": an animal's baby is another of that animal,
      // not a human baby (look set 8).
      if (
        len === 1 &&
        /^(baby|babies)$/.test(phrase) &&
        ['her', 'his', 'its', 'their'].includes(tokens[i - 1] ?? '') &&
        things.length > 0 &&
        things.every((t) => t.candidates[0]?.kind === 'animal')
      ) {
        things[things.length - 1]!.count += 1;
        mark(phrase, 'thing');
        consumed = 1;
        break;
      }
      // "mama and baby elephant": the parent word describes the animal after the baby.
      const parentOfBaby =
        PERSON_MODIFIERS.has(phrase) && next === 'and' && PERSON_MODIFIERS.has(tokens[i + 2] ?? '');
      if (
        len === 1 &&
        MODIFIERS.has(phrase) &&
        next &&
        (isKnownEntity(next) || resolveCollective(next) || parentOfBaby) &&
        // "mommy cooking": a parent doing something is a person ("cooking" is also a thing).
        !(PERSON_MODIFIERS.has(phrase) && /ing$/.test(next) && !parentOfBaby)
      ) {
        mark(phrase, 'describing');
        consumed = 1;
        break;
      }
      // "following their mother": a person word alone names someone (drawn or reported).
      const namesSomeone = PERSON_MODIFIERS.has(phrase) && nouns.has(phrase);
      if (len === 1 && !known && !namesSomeone) {
        if (STOP_WORDS.has(phrase) || MODIFIERS.has(phrase) || /^\d+$/.test(phrase)) {
          const n = NUMBER_WORDS[phrase] ?? (/^\d+$/.test(phrase) ? Number(phrase) : undefined);
          if (n !== undefined) countNext = n;
          mark(phrase, STOP_WORDS.has(phrase) ? 'stop' : 'describing');
          consumed = 1;
          break;
        }
        // Any other "-ing" word is taken as an action ("erupting", "swinging").
        if (ACTIONS.has(phrase) || (phrase.length > 5 && phrase.endsWith('ing'))) {
          if (HOLDING_ACTIONS.has(phrase)) holdNext = true;
          if (SWIMMING.test(phrase)) swimming = true;
          mark(phrase, 'action');
          consumed = 1;
          break;
        }
      }
      // "a man walking": the person in a pose (a full-body figure), as "a girl walking"
      // already is, not OpenMoji's "man walking" art: a story's man was missing from his
      // walking pages, drawn as that emoji instead of his kept figure (2026-11-29).
      const lastWord = tokens[i + len - 1]!;
      const before = tokens.slice(i, i + len - 1).join(' ');
      if (len >= 2 && POSE_WORDS[lastWord] && lookup(before)[0]?.kind === 'person') continue;
      // "to fly a kite", "watch the stars": a word that is also a thing, used as a verb, is
      // the action (look set 5: "teaching his grandson to fly a kite" drew a giant fly).
      if (len === 1 && VERB_LOOKALIKES.has(phrase) && !nouns.has(phrase)) {
        mark(phrase, 'action');
        consumed = 1;
        break;
      }
      const entity = resolveEntity(phrase);
      if (entity) {
        mark(phrase, 'thing');
        addEntity(entity, len, phrase);
        consumed = len;
      }
    }
    if (consumed === 0) {
      const word = tokens[i]!;
      const fixed = correctSpelling(word, vocabulary(), (w) => {
        const kind = lookup(SYNONYMS[w] ?? w)[0]?.kind;
        return kind === 'animal' || kind === 'person';
      });
      const entity = fixed ? resolveEntity(fixed) : null;
      const fixedSetting = fixed ? SETTING_KEYWORDS.get(fixed) : undefined;
      // Only a noun that names something itself: "an Egyptian pyramid", "a Japanese garden" use
      // the word to describe the next noun (WordNet would read a person, an Egyptian).
      const nextToken = tokens[i + 1] ?? '';
      const describesNext =
        nextToken !== '' &&
        (isKnownEntity(nextToken) ||
          SETTING_KEYWORDS.has(nextToken) ||
          (nouns.has(nextToken) && isWordNetNoun(nextToken)));
      const broad = !fixed && nouns.has(word) && !describesNext ? broaderEntity(word) : null;
      // A place first ("in spase" is in space, not a thing called space).
      if (fixed && fixedSetting) {
        corrections.push({ from: word, to: fixed });
        mark(word, 'setting');
        setting ??= fixedSetting;
        pending = null;
      } else if (fixed && entity) {
        corrections.push({ from: word, to: fixed });
        mark(word, 'thing');
        addEntity(entity, 1);
      } else if (
        (pending?.relation === 'with' || partEnd === i) &&
        partOf(things, pending?.relation === 'with' ? pending.subject : partOwner, [word]) >= 0
      ) {
        // A part with no art of its own ("a house with a chimney"): drawn by the whole's art.
        const whole = pending?.relation === 'with' ? pending.subject : partOwner;
        const w = things[whole]!;
        const term = word.replace(/s$/, '');
        w.parts = { ...w.parts, [term]: Math.max(countNext ?? 1, w.parts?.[term] ?? 0) };
        readAs[word] = 'part';
        partOwner = whole;
        partEnd = i + 1;
        countNext = null;
        pending = null;
      } else if (broad) {
        // A real noun with no art of its own, drawn as its nearest broader term in WordNet
        // ("a potter" a person, "a chameleon" a lizard, "a vase" a jar).
        broader.push({ from: word, to: broad.term });
        mark(word, 'thing');
        addEntity(broad, 1, word);
      } else if (nouns.has(word) || !isEnglishWord(word)) {
        // A named thing (or a word no dictionary knows) that is not drawn is reported.
        mark(word, 'skipped');
        if (!skipped.includes(word)) skipped.push(word);
      } else mark(word, 'describing'); // "a simple fish", "lit windows": describing words
      consumed = 1;
    }
    i += consumed;
  }

  /**
   * Things another thing's drawing already shows are read as its parts: every `term` thing is
   * dropped with its relations (the others' indices shifted), its `words` marked 'part'.
   */
  const drawnAsPart = (term: string, words: readonly string[]) => {
    for (let k = things.length - 1; k >= 0; k--) {
      if (things[k]!.term !== term) continue;
      things.splice(k, 1);
      for (const w of words) readAs[w] = 'part';
      for (const r of relations.filter((r) => r.subject === k || r.object === k))
        relations.splice(relations.indexOf(r), 1);
      for (const r of relations) {
        if (r.subject > k) r.subject--;
        if (r.object > k) r.object--;
      }
    }
  };
  // "seven candles on a kinara", "the menorah's candles": the holder is drawn with its candles.
  if (things.some((t) => t.term === 'menorah' || t.term === 'kinara'))
    drawnAsPart('candle', ['candle', 'candles']);
  // "a treehouse with a rope ladder": the treehouse drawing has its rope ladder.
  if (features.includes('treehouse')) {
    drawnAsPart('ladder', ['ladder']);
    if (readAs.ladder === 'part' && skipped.includes('rope')) {
      skipped.splice(skipped.indexOf('rope'), 1);
      readAs.rope = 'part';
    }
  }

  if (lifeCycle) {
    // Egg, caterpillar, butterfly: the stages side by side.
    for (const stage of ['egg', 'bug', 'butterfly']) {
      if (things.some((t) => t.term === stage)) continue;
      const candidates = lookup(stage);
      if (candidates.length > 0) things.push({ term: stage, candidates, count: 1, held: false });
    }
  }

  // A campfire burns on the ground: "a bonfire under the stars" is a night in the woods, not space.
  if (features.includes('campfire') && (setting === null || getSetting(setting).ground === 'none')) {
    if (setting !== null) night = true;
    setting = 'forest';
  }
  const settingNamed = setting !== null;
  if (!setting) {
    // Held and worn things do not choose the place ("a boy holding a balloon" is not in the sky).
    for (const thing of things.filter((t) => !t.held)) {
      const home = homeOf(thing);
      // A letter or number page with balloons to count is not a sky page: its cloud floor hid
      // the second row of balloons (look set 6: "number 10 with ten balloons" showed five).
      if (home === 'sky' && glyphs.length > 0) continue;
      if (home) {
        setting = home;
        break;
      }
    }
  }
  // "grandma baking cookies", "kids sledding": the doing names the place (ACTIVITY_SETTINGS;
  // look set 8 and 2026-11-30: a baker in a meadow).
  if (!setting) setting = tokens.map((t) => ACTIVITY_SETTINGS[t]).find((s) => s !== undefined) ?? null;
  // "a duck swimming", "two otters floating": water under them (look set 5: a duck standing on grass).
  if (!setting && swimming && things.some((t) => t.candidates[0]!.kind === 'animal')) setting = 'pond';
  const finalSetting = setting ?? DEFAULT_SETTING;

  // A named place drawn as the page's subject ("a cozy treehouse", "an igloo") needs nobody.
  const featureSubject = features.some((d) => ['treehouse', 'igloo', 'campfire'].includes(d));
  if (things.length === 0 && collectives.length === 0 && settingNamed && !featureSubject) {
    // "the solar system", "a day at the beach": draw who lives there.
    const resident = getSetting(finalSetting).residents[0];
    const candidates = resident ? lookup(resident) : [];
    if (resident && candidates.length > 0)
      things.push({ term: resident, candidates, count: 1, held: false, implied: true });
  }

  // "a girl with an umbrella in the rain": rain is the weather, not a cloud to stand in
  // (2026-11-30: the girl stood inside the rain cloud).
  for (let r = relations.length - 1; r >= 0; r--) {
    const rel = relations[r]!;
    // "swinging from vines": one branch to hang from, not three lying about (look set 9).
    if (rel.relation === 'hanging from' && things[rel.object]) things[rel.object]!.count = 1;
    if (
      (rel.relation === 'in' || rel.relation === 'under') &&
      /rain|storm/.test(things[rel.object]?.term ?? '')
    )
      relations.splice(r, 1);
  }
  // "a girl shooting a basketball", "kids playing soccer": the game's goal stands by the
  // players (SPORT_GOALS; look set 8: a shot with no hoop, judged "not shooting").
  const players = things.some((t) => t.candidates[0]!.kind === 'person') || collectives.length > 0;
  for (const [ball, { goal, game }] of Object.entries(SPORT_GOALS)) {
    if (!players || !game.test(prompt.toLowerCase()) || !things.some((t) => t.term === ball)) continue;
    if (things.some((t) => t.term === goal || t.candidates[0]?.annotation === goal)) continue;
    const candidates = lookup(goal);
    if (candidates.length > 0) things.push({ term: goal, candidates, count: 1, held: false, implied: true });
  }

  for (const name of collectives) {
    // "a family of ducks" is ducks (counted as a group above), not a family of people.
    if ((name === 'family' || name === 'families') && /\bfamil(?:y|ies)\s+of\b/i.test(prompt)) continue;
    const collective = COLLECTIVES[name]!;
    const members = name === 'animals' ? getSetting(finalSetting).residents : collective.members;
    let added = 0;
    for (const member of members) {
      if (added >= 3) break;
      if (things.some((t) => t.term === member)) continue;
      const candidates = lookup(member);
      if (candidates.length === 0) continue;
      // A family is who the page is about: its people come first (the main subject).
      if (name === 'family' || name === 'families')
        things.splice(added, 0, {
          term: member,
          candidates,
          count: 1,
          held: false,
          ...(familyActs && added === 0 ? { pose: 'stand' as const } : {}),
        });
      else things.push({ term: member, candidates, count: 1, held: false });
      added++;
    }
  }

  // "a zentangle cat": the words are how the subject is drawn (PATTERNED), not things.
  const patternedWords = PATTERNED.exec(prompt.toLowerCase());
  // Only a page about a thing or an animal: "a kid in a patterned shirt" is a scene.
  const main = things.find((t) => !t.held);
  const patterned =
    patternedWords !== null &&
    main !== undefined &&
    ['animal', 'plant', 'object', 'food', 'vehicle', 'building'].includes(main.candidates[0]!.kind) &&
    !things.some((t) => t.candidates[0]!.kind === 'person');
  if (patterned) {
    // Every pattern phrase of the prompt ("zentangle … with paisley patterns") is how it is drawn.
    for (const m of prompt.toLowerCase().matchAll(new RegExp(PATTERNED.source, 'g')))
      for (const w of normalizeTerm(m[0]).split(' ')) {
        readAs[w] = 'style';
        if (skipped.includes(w)) skipped.splice(skipped.indexOf(w), 1);
      }
  }

  return {
    ...(patterned ? { patterned: true } : {}),
    things,
    setting: finalSetting,
    settingNamed,
    skippedWords: skipped,
    night,
    relations,
    glyphs,
    corrections,
    broader,
    readAs,
    features,
  };
}
