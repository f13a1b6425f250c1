import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FAVOURITE_ART } from './lexicon';

/**
 * The sketchbook's catalog of drawable things: OpenMoji emoji suitable for a child's
 * coloring page, indexed by their annotation and tags (openmoji/data/openmoji.json).
 */

/** What a thing is; decides where it goes in a scene. */
export type Kind = 'animal' | 'person' | 'vehicle' | 'plant' | 'food' | 'building' | 'sky' | 'object';
/** Where a thing naturally sits: on the ground, in the air, swimming, on the sea floor, in the sky. */
export type Pose = 'ground' | 'air' | 'water' | 'seabed' | 'sky';

export interface CatalogEntry {
  hex: string;
  annotation: string;
  group: string;
  subgroup: string;
  kind: Kind;
  pose: Pose;
  /** Kid-safety tags ({@link SafetyTag}); empty for most things, `weapon` for story props. */
  tags: readonly SafetyTag[];
}

/**
 * Things drawn by the sketchbook itself (draw.ts DRAWN has their art) because OpenMoji has
 * none, and the look sets named them: lily pads, a dog's stick, a squirrel's acorns, puddles to
 * jump in (set 5), a menorah and a kinara (sets 1–5 holidays), an Egyptian pyramid (set 5).
 * Kind and pose place them.
 */
export const DRAWN_THINGS: Readonly<Record<string, { kind: Kind; pose: Pose }>> = {
  'lily pad': { kind: 'plant', pose: 'ground' },
  stick: { kind: 'object', pose: 'ground' },
  acorn: { kind: 'food', pose: 'ground' },
  puddle: { kind: 'object', pose: 'ground' },
  menorah: { kind: 'object', pose: 'ground' },
  kinara: { kind: 'object', pose: 'ground' },
  pyramid: { kind: 'building', pose: 'ground' },
  // OpenMoji's ice cream in a bowl on a foot read as a tree (look set 6); a cone reads at once.
  'ice cream cone': { kind: 'food', pose: 'ground' },
  // A dog's bone: OpenMoji's bone emoji is a body part (not in the catalogue), and its "meat on
  // bone" drew a skeleton's bones as drumsticks (look set 7).
  bone: { kind: 'object', pose: 'ground' },
  // The Day of the Dead's decorated skull (looks sets 6 and 7 asked for it; a plain skull stays
  // out of pages, tagged 'death').
  'sugar skull': { kind: 'object', pose: 'ground' },
  // Things OpenMoji lacks that look sets 6–7 named: Hanukkah's dreidel, a gardener's watering
  // can, a playground's sandbox, a farm's hay bale.
  dreidel: { kind: 'object', pose: 'ground' },
  'watering can': { kind: 'object', pose: 'ground' },
  sandbox: { kind: 'object', pose: 'ground' },
  'hay bale': { kind: 'object', pose: 'ground' },
  // Holi's thrown colours (looks sets 6–7 drew a birthday party for "a Holi festival").
  'powder cloud': { kind: 'object', pose: 'air' },
  // A baker's mixing bowl, a basketball hoop for a shot, a tree branch for a bird or a monkey
  // (look set 8: bakers with empty hands, a shot with no hoop, "branch" unknown).
  'mixing bowl': { kind: 'object', pose: 'ground' },
  'basketball hoop': { kind: 'object', pose: 'ground' },
  branch: { kind: 'plant', pose: 'ground' },
  // Look set 9: a fence to jump over, a beach ball (drawn as a soccer ball), the US flag
  // (drawn as a plain flag).
  fence: { kind: 'object', pose: 'ground' },
  'beach ball': { kind: 'object', pose: 'ground' },
  'american flag': { kind: 'object', pose: 'ground' },
  frisbee: { kind: 'object', pose: 'air' },
};

interface RawEmoji {
  emoji: string;
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
  skintone: string;
}

/**
 * Lower case, hyphens and underscores as spaces, other punctuation and symbols dropped
 * (letters of every script kept, so unknown words can be reported), single spaces.
 */
export function normalizeTerm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[-_]/g, ' ')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An emoji without variation selectors (U+FE0E, U+FE0F), as typed emoji vary in them. */
function stripVariation(emoji: string): string {
  return emoji.replace(/[\uFE0E\uFE0F]/g, '');
}

/**
 * Catalog entries for the emoji typed in a prompt ("a 🐶 and a 🌈"), in order; the
 * emoji the catalog does not allow (`unknown`); and the prompt with all emoji removed.
 */
export function emojiInPrompt(prompt: string): { entries: CatalogEntry[]; unknown: string[]; rest: string } {
  const { byEmoji } = getCatalog();
  const entries: CatalogEntry[] = [];
  const unknown: string[] = [];
  let rest = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(prompt)) {
    if (!/\p{Extended_Pictographic}/u.test(segment)) {
      rest += segment;
      continue;
    }
    const entry = byEmoji.get(stripVariation(segment));
    if (entry) entries.push(entry);
    else if (!unknown.includes(segment)) unknown.push(segment);
    rest += ' ';
  }
  return { entries, unknown, rest };
}

const INCLUDED_GROUPS = new Set([
  'animals-nature',
  'people-body',
  'food-drink',
  'travel-places',
  'activities',
  'objects',
]);
const EXCLUDED_SUBGROUPS = new Set([
  'hand-fingers-open',
  'hand-fingers-partial',
  'hand-single-finger',
  'hand-fingers-closed',
  'hands',
  'hand-prop',
  'body-parts',
  'person-symbol',
  'place-map',
  'time',
  'money',
  'lock',
  'medical',
  'mail',
  'office',
  'phone',
  'computer',
]);
const EXTRA_SUBGROUPS = new Set(['animals-nature', 'food-drink', 'gardening', 'objects', 'travel-places']);
const SMILEY_SUBGROUPS = new Set(['face-costume', 'heart']);

/**
 * What a catalogue item is, for kid safety (issue 31 "the page is safe even when the words
 * slip through"): every OpenMoji entry gets the tags its annotation and Unicode tags call
 * for, whether or not it is drawn. Items with a {@link NEVER_DRAWN} tag are never on a page;
 * a `weapon` is drawn only as a story prop (a pirate's swords, a knight's shield), never aimed
 * at, used on or given to a person (sketchbook/page-safety.ts).
 */
export type SafetyTag =
  | 'weapon'
  | 'firearm'
  | 'explosive'
  | 'alcohol'
  | 'tobacco'
  | 'drug'
  | 'injury'
  | 'death'
  | 'frightening'
  | 'nudity-adjacent'
  | 'rude'
  | 'gambling'
  | 'restraint'
  | 'not-for-pages';

/**
 * The words (whole words of the normalised annotation and Unicode tags) that give each tag.
 * Engine issue "no weapons, alcohol, cigarettes, drugs, rude gestures", extended by what
 * looking at the converted art found unfit for a page (flags, speech balloons, sad faces).
 */
const TAG_WORDS: ReadonlyArray<readonly [SafetyTag, RegExp]> = [
  ['firearm', /\b(gun|pistol|rifle|revolver|handgun)\b/],
  ['explosive', /\b(bomb|explosion|collision|nuke|nuclear)\b/],
  ['weapon', /\b(knife|knives|dagger|sword|swords|weapon|axe|bow and arrow|shield)\b/],
  [
    'alcohol',
    /\b(beer|wine|cocktail|alcohol|sake|champagne|whisky|tumbler|bottle with popping cork|clinking)\b/,
  ],
  ['tobacco', /\b(cigarette|smoking|tobacco)\b/],
  ['drug', /\b(drug|pill|syringe|alembic|test tube|petri dish)\b/],
  ['injury', /\b(blood|drop of blood|injury|bandage|hospital|coronavirus|microbe|razor)\b/],
  ['death', /\b(skull|coffin|urn|headstone)\b/],
  [
    'frightening',
    /\b(zombie|vampire|devil|ogre|goblin|villain|supervillain|horns|angry|enraged|anger|frowning|worried|crying|ninja)\b/,
  ],
  ['nudity-adjacent', /\b(bikini|kiss|love hotel|pregnant|breast|lipstick|bra|briefs|thong|condom)\b/],
  ['rude', /\b(middle finger|poo|toilet)\b/],
  ['gambling', /\b(casino|slot machine|money|dollar|mahjong|playing card|joker|flower playing cards)\b/],
  ['restraint', /\b(chains|handcuffs|knot)\b/],
  [
    'not-for-pages',
    /\b(crossed|cross mark|police car light|pile|flag|dizzy|speech|balloon speech|thought|nazar|moai|dna|placard|labubu|judge|chess)\b/,
  ],
];

/** Tags whose items are never drawn, whatever the prompt says. */
export const NEVER_DRAWN: ReadonlySet<SafetyTag> = new Set<SafetyTag>([
  'firearm',
  'explosive',
  'alcohol',
  'tobacco',
  'drug',
  'injury',
  'death',
  'frightening',
  'nudity-adjacent',
  'rude',
  'gambling',
  'restraint',
  'not-for-pages',
]);

/**
 * Story props: weapons a fairy tale or a pirate page may show (issue 31: "a pirate's sword or
 * a knight's lance stay drawable"), tagged `weapon` and nothing worse, chosen by looking at
 * the art (swords crossed on a pirate page, a knight's shield, Robin Hood's bow, a
 * woodcutter's axe). Indexed by their annotation only: their Unicode tags ("knife", "tool")
 * would make a kitchen knife a dagger.
 */
const STORY_PROPS = new Set([
  '2694' /* crossed swords */,
  '1F5E1' /* dagger */,
  '1F3F9' /* bow and arrow */,
  '1F6E1' /* shield */,
  '1FA93' /* axe */,
]);

/**
 * The safety tags of an OpenMoji entry, from whole words of its annotation and Unicode tags
 * ({@link TAG_WORDS}); wanted things whose words trip a tag ({@link ALLOWED_DESPITE_WORDS})
 * have none. The "crossed" of crossed swords is the swords' own word, not a cross mark.
 */
function tagsOf(e: RawEmoji): SafetyTag[] {
  if (ALLOWED_DESPITE_WORDS.has(e.hexcode)) return [];
  const words = normalizeTerm(`${e.annotation} , ${e.tags}`);
  const tags = TAG_WORDS.filter(([, re]) => re.test(words)).map(([tag]) => tag);
  return STORY_PROPS.has(e.hexcode) ? tags.filter((t) => t !== 'not-for-pages') : tags;
}

/**
 * The words that name a tagged thing: its whole annotation with each of its tags, and every
 * word of the annotation or Unicode tags that gave a tag ("beer mug" → beer: alcohol, not mug).
 */
function taggedWords(name: string, e: RawEmoji, tags: readonly SafetyTag[]): [string, SafetyTag][] {
  const found: [string, SafetyTag][] = tags.map((t) => [name, t]);
  const words = normalizeTerm(`${e.annotation} , ${e.tags}`);
  for (const [tag, re] of TAG_WORDS) {
    if (!tags.includes(tag)) continue;
    for (const m of words.matchAll(new RegExp(re.source, 'g'))) found.push([m[0], tag]);
  }
  return found;
}

/** A few wanted things whose annotation trips a word above. */
const ALLOWED_DESPITE_WORDS = new Set([
  '1F3C1' /* chequered flag */,
  '1F388' /* balloon */,
  '1F692' /* fire engine */,
  '1F987' /* bat (tagged "vampire"): Halloween's bat, not a cricket bat */,
  '1F476' /* baby (tagged "pregnant") */,
  '1FA8E' /* treasure chest (tagged "money"): a pirate's chest, not gambling */,
  '1FA7A' /* stethoscope (the medical subgroup is left out for its syringes and pills) */,
]);

const FLYING = new Set([
  'bird',
  'dove',
  'eagle',
  'parrot',
  'bat',
  'butterfly',
  'honeybee',
  'bee',
  'fly',
  'mosquito',
  'dragon',
  'fairy',
  'man fairy',
  'woman fairy',
  'balloon',
  'kite',
  'baby angel',
  'hummingbird',
  'goose',
  'wing',
  'superhero',
]);
const SEABED = new Set(['coral', 'crab', 'spiral shell', 'oyster', 'lobster', 'shrimp', 'squid', 'anchor']);

function classify(e: RawEmoji): { kind: Kind; pose: Pose } {
  const name = normalizeTerm(e.annotation);
  const sub = e.subgroups;
  let kind: Kind = 'object';
  if (sub.startsWith('animal')) kind = 'animal';
  else if (sub.startsWith('person') || sub === 'family' || e.group === 'people-body') kind = 'person';
  else if (sub.startsWith('transport')) kind = 'vehicle';
  else if (sub.startsWith('plant')) kind = 'plant';
  else if (e.group === 'food-drink') kind = 'food';
  else if (sub.startsWith('place')) kind = 'building';
  else if (sub === 'sky-weather') kind = 'sky';
  let pose: Pose = 'ground';
  if (SEABED.has(name)) pose = 'seabed';
  else if (sub === 'animal-marine' || name === 'mermaid' || name === 'merman' || name === 'merperson')
    pose = 'water';
  else if (FLYING.has(name) || sub === 'transport-air') pose = 'air';
  else if (kind === 'sky' && !/snowman|umbrella on ground|fire|droplet/.test(name)) pose = 'sky';
  return { kind, pose };
}

function suitable(e: RawEmoji, tags: readonly SafetyTag[]): boolean {
  if (e.skintone) return false;
  if (ALLOWED_DESPITE_WORDS.has(e.hexcode)) return true;
  if (STORY_PROPS.has(e.hexcode)) return tags.every((t) => t === 'weapon');
  const extra = e.group === 'extras-openmoji' && EXTRA_SUBGROUPS.has(e.subgroups);
  const smiley = e.group === 'smileys-emotion' && SMILEY_SUBGROUPS.has(e.subgroups);
  if (!extra && !smiley && !(INCLUDED_GROUPS.has(e.group) && !EXCLUDED_SUBGROUPS.has(e.subgroups)))
    return false;
  return tags.length === 0;
}

/**
 * How a term reached an entry: its whole annotation, the last word of a two-word annotation
 * ("tropical fish" → fish), another annotation word, a Unicode CLDR tag, or an OpenMoji tag.
 * Only the first two name the thing itself; a tag is a loose association ("class" is a tag of
 * the bicycle, "simple" of the house) that senses.ts must confirm.
 */
export type MatchVia = 'annotation' | 'last-word' | 'word' | 'tag' | 'openmoji-tag';

/** A candidate for a term with its rank score (higher is better). */
interface Posting {
  entry: CatalogEntry;
  score: number;
  /** How the best-scoring match of this term to this entry was made. */
  via: MatchVia;
}

export interface Catalog {
  entries: Map<string, CatalogEntry>;
  /** Term (normalised) → candidates, best first. */
  index: Map<string, Posting[]>;
  /** Emoji character (variation selectors removed) → its entry, for prompts typed with emoji. */
  byEmoji: Map<string, CatalogEntry>;
  /**
   * Normalised annotation (and its last word: "kitchen knife" → "knife") → the safety tags
   * of every OpenMoji entry so named, drawn or not: what a word in a prompt is (page-safety.ts).
   */
  tagsByTerm: Map<string, Set<SafetyTag>>;
}

let built: Catalog | null = null;

function addTerm(
  index: Map<string, Posting[]>,
  term: string,
  entry: CatalogEntry,
  score: number,
  via: MatchVia,
): void {
  if (!term) return;
  const list = index.get(term) ?? [];
  const existing = list.find((p) => p.entry === entry);
  if (!existing) list.push({ entry, score, via });
  else if (score > existing.score) {
    existing.score = score;
    existing.via = via;
  }
  index.set(term, list);
}

/**
 * Builds (once per process; measured 50–90 ms) the catalog from openmoji.json. Ranking per
 * term: exact annotation 100, last word of a short annotation ("tropical fish" → fish)
 * 60, Unicode CLDR tag 45, other annotation word 30, OpenMoji tag 25; gendered
 * variants −6, faces −20, OpenMoji extras −8; animals, people and vehicles +5 as they
 * make better main subjects.
 */
export function getCatalog(): Catalog {
  if (built) return built;
  const require = createRequire(import.meta.url);
  const raw = JSON.parse(readFileSync(require.resolve('openmoji/data/openmoji.json'), 'utf8')) as RawEmoji[];
  const entries = new Map<string, CatalogEntry>();
  const index = new Map<string, Posting[]>();
  const byEmoji = new Map<string, CatalogEntry>();
  const tagsByTerm = new Map<string, Set<SafetyTag>>();
  for (const e of raw) {
    const tags = tagsOf(e);
    const name = normalizeTerm(e.annotation);
    for (const [term, tag] of taggedWords(name, e, tags)) {
      const known = tagsByTerm.get(term) ?? new Set<SafetyTag>();
      known.add(tag);
      tagsByTerm.set(term, known);
    }
    if (!suitable(e, tags)) continue;
    const entry: CatalogEntry = {
      hex: e.hexcode,
      annotation: e.annotation,
      group: e.group,
      subgroup: e.subgroups,
      ...classify(e),
      tags,
    };
    entries.set(e.hexcode, entry);
    byEmoji.set(stripVariation(e.emoji), entry);
    const words = name.split(' ');
    let adjust = 0;
    if (/^(man|woman|men|women) /.test(name)) adjust -= 6;
    if (/\bface\b/.test(name)) adjust -= 20;
    if (e.group.startsWith('extras')) adjust -= 8;
    if (entry.kind === 'animal' || entry.kind === 'person' || entry.kind === 'vehicle') adjust += 5;
    addTerm(index, name, entry, 100 + adjust, 'annotation');
    if (words.length === 2) addTerm(index, words[1]!, entry, 60 + adjust, 'last-word');
    for (const w of words) addTerm(index, w, entry, 30 + adjust, 'word');
    if (STORY_PROPS.has(e.hexcode)) continue;
    for (const t of e.tags.split(',')) addTerm(index, normalizeTerm(t), entry, 45 + adjust, 'tag');
    for (const t of e.openmoji_tags.split(','))
      addTerm(index, normalizeTerm(t), entry, 25 + adjust, 'openmoji-tag');
  }
  // Things OpenMoji lacks that the sketchbook draws itself (draw.ts DRAWN): found by their
  // name before any OpenMoji tag ("lily pads" were a maple leaf), never in `entries` (no SVG).
  for (const [name, d] of Object.entries(DRAWN_THINGS)) {
    const entry: CatalogEntry = {
      hex: `drawn:${name}`,
      annotation: name,
      group: 'drawn',
      subgroup: 'drawn',
      kind: d.kind,
      pose: d.pose,
      tags: [],
    };
    addTerm(index, name, entry, 110, 'annotation');
  }
  for (const list of index.values())
    list.sort((a, b) => b.score - a.score || a.entry.hex.localeCompare(b.entry.hex));
  built = { entries, index, byEmoji, tagsByTerm };
  return built;
}

/**
 * The kid-safety tags of a normalised term: those of every OpenMoji entry it names (drawn or
 * not), e.g. "axe" → weapon, "beer" → alcohol; empty for an unknown or untagged word.
 */
export function termTags(term: string): ReadonlySet<SafetyTag> {
  return getCatalog().tagsByTerm.get(term) ?? new Set();
}

/** True when `term` is the exact (normalised) annotation of a catalog entry. */
export function isAnnotation(term: string): boolean {
  const top = getCatalog().index.get(term)?.[0];
  return top !== undefined && normalizeTerm(top.entry.annotation) === term;
}

/** Minimum score for a catalog match to count as understanding a word. */
const MIN_SCORE = 40;

/**
 * Art candidates for a normalised term, best first: the hand-picked FAVOURITE_ART,
 * then the index. Empty when the term is unknown or matched only weakly.
 */
export function lookup(term: string): CatalogEntry[] {
  const catalog = getCatalog();
  const favourites = (FAVOURITE_ART[term] ?? FAVOURITE_ART[term.replace(/ /g, '-')] ?? [])
    .map((hex) => catalog.entries.get(hex))
    .filter((e): e is CatalogEntry => e !== undefined);
  if (favourites.length > 0) return favourites;
  const postings = catalog.index.get(term) ?? [];
  const best = postings[0]?.score ?? 0;
  if (best < MIN_SCORE) return [];
  // Keep near-equal alternatives so the seed can vary the art.
  return postings.filter((p) => p.score >= best - 5).map((p) => p.entry);
}

/**
 * How a normalised term reaches its best art ({@link MatchVia}), `favourite` for the
 * hand-picked FAVOURITE_ART, or null when {@link lookup} finds nothing for it.
 */
export function matchVia(term: string): MatchVia | 'favourite' | null {
  if (FAVOURITE_ART[term] ?? FAVOURITE_ART[term.replace(/ /g, '-')]) return 'favourite';
  const top = getCatalog().index.get(term)?.[0];
  if (!top || top.score < MIN_SCORE) return null;
  return top.via;
}
