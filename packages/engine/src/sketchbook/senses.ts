import { type CatalogEntry, getCatalog, lookup, matchVia, normalizeTerm } from './catalog';

/**
 * Word senses (issue 29 "No stand-in chosen by spelling alone"). OpenMoji's tags tie many
 * words to art loosely: "class" is a tag of the bicycle, "glass" of the magnifying glass,
 * "simple" of the house, "lantern" of the jack-o'-lantern, "mother" of Mrs. Claus. A word that
 * reaches art only through such a tag (catalog.ts {@link matchVia}: `tag`, `openmoji-tag`,
 * `word`) is drawn only when this list says the tag is a real sense of the word as a thing,
 * and then only as the art named here (the word's own art, by its normalised annotation).
 * Every other tag match is no match: the word is reported as not drawn (or, if it is not a
 * noun, read as a describing word).
 *
 * Written by hand from every tag-only match in the prompts of look sets 1–3, the scene table
 * and the sketchbook's tests (bench of 776 prompts, 2026-11-28), each judged by asking "would
 * a parent who typed this word accept this picture for it?".
 */
export const TAG_SENSES: Readonly<Record<string, readonly string[]>> = {
  ballet: ['ballet dancer'],
  bath: ['person taking bath', 'bathtub'],
  bone: ['meat on bone'],
  can: ['canned food'],
  daughter: ['girl'],
  diya: ['diya lamp'],
  // A drinking glass ("a glass of water"), never the magnifying glass.
  glass: ['glass of milk'],
  goal: ['goal net'],
  grandson: ['boy'],
  granddaughter: ['girl'],
  grasshopper: ['cricket'],
  instrument: ['saxophone', 'guitar', 'violin', 'trumpet'],
  // A paper lantern (Eid, lunar new year), never a jack-o'-lantern.
  lantern: ['red paper lantern'],
  log: ['wood'],
  picnic: ['basket'],
  piano: ['musical keyboard'],
  pickup: ['pickup truck'],
  player: ['person bouncing ball'],
  playground: ['playground slide'],
  polar: ['polar bear'],
  son: ['boy'],
  suitcase: ['luggage'],
  target: ['bullseye'],
  teacup: ['teacup without handle'],
  tie: ['necktie'],
  wall: ['brick'],
};

/**
 * Art for a normalised term in its right sense, best first: {@link lookup}'s candidates when
 * the term names the art itself (its annotation, the last word of a two-word annotation, or
 * hand-picked art); for a term the catalogue knows only by a tag, the candidates
 * {@link TAG_SENSES} allows (empty when it allows none, so "class" is never a bicycle).
 */
export function lookupInSense(term: string): CatalogEntry[] {
  const via = matchVia(term);
  if (via === null) return [];
  if (via === 'favourite' || via === 'annotation' || via === 'last-word') return lookup(term);
  const allowed = TAG_SENSES[term];
  if (!allowed) return [];
  const postings = getCatalog().index.get(term) ?? [];
  return postings.map((p) => p.entry).filter((e) => allowed.includes(normalizeTerm(e.annotation)));
}
