import { SAFETY_TEXTS, type SafetyCategory, safetyTextWithIdea } from '@inkling/contracts/safety';
import { inspectPrompt, promptVerdict } from '@inkling/safety';
import { type CatalogEntry, lookup, normalizeTerm } from '../sketchbook/catalog';
import { nlp } from '../sketchbook/nouns';
import { checkWeaponUse } from '../sketchbook/page-safety';
import type { SafetyVerdict } from '../types';

/**
 * "Refusals that help" (issue 31): when a prompt is refused, a nearby kid-friendly idea built
 * from what the child asked for ("a pirate stabbing a sailor" → "a pirate ship on the
 * ocean"), so the refusal points somewhere instead of only saying no.
 *
 * The idea keeps one thing the prompt named that the sketchbook can draw (an OpenMoji catalog
 * entry: the catalog already leaves out weapons, alcohol, drugs, blood, skulls…) and puts it
 * in a friendly scene chosen by what the thing is (an animal plays in a meadow, a vehicle
 * drives past a rainbow, a building stands on a sunny hill). Well-known favourites get their
 * own scene (a pirate → "a pirate ship on the ocean").
 *
 * Suggested only for violence, weapons, drugs and profanity. Never for self-harm (the caring
 * text stays as written), sexual or grooming prompts (a kept "van", "candy" or "hotel" would
 * echo the lure) or hate (a kept "monkey" or "rat" would echo the slur): measured on the
 * corpora, those ideas repeated the harm. Never from plain words for people ("a man", "a
 * girl"), words the refusal matched, or a word the catalog knows only loosely (the art's
 * name must be the word itself: "dog" → dog; not "nose" → a pig's nose, "sign" → a stop sign). A suggestion
 * that would itself be refused is dropped (`checkPrompt` below checks).
 *
 * The verdict on the words is @inkling/safety's; the idea is the engine's, since only the
 * engine knows what it can draw.
 */

const its = nlp.its;

/** Favourite subjects with a scene of their own; the key is the catalog-normalised noun. */
const FAVOURITE_IDEAS: Record<string, string> = {
  pirate: 'a pirate ship on the ocean',
  knight: 'a knight riding a horse to a castle',
  soldier: 'a toy soldier marching band',
  zombie: 'a friendly monster at a Halloween party',
  vampire: 'a friendly bat under a full moon',
  monster: 'a friendly monster at a Halloween party',
  ghost: 'a friendly ghost at a Halloween party',
  witch: 'a witch stirring a pot of pumpkin soup',
  dragon: 'a friendly dragon guarding a castle',
  ninja: 'a ninja cat doing karate in a garden',
  robot: 'a robot watering flowers in a garden',
  dinosaur: 'a dinosaur eating ice cream in a park',
  shark: 'a smiling shark swimming with little fish',
  police: 'a police officer helping ducklings cross the road',
  cowboy: 'a cowboy riding a horse across the desert',
  superhero: 'a superhero flying over the city',
  hunter: 'a camper roasting marshmallows by a tent',
  beach: 'a sandcastle on the beach',
  party: 'a birthday party with balloons and cake',
  school: 'a school classroom with a reading corner',
  forest: 'a forest full of friendly animals',
  car: 'a car driving past a rainbow',
};

/** Plain words for people: never the subject of a suggestion (nothing to say about "a man"). */
const PLAIN_PEOPLE = new Set(
  'man men woman women lady ladies girl girls boy boys guy guys person people kid kids child children baby babies adult adults teen teens teenager someone somebody everyone friend friends mom dad mother father brother sister grandma grandpa son daughter stepdad stepmom uncle aunt couple family neighbor neighbour stranger i me you he she they him her them'.split(
    ' ',
  ),
);

/** Building materials OpenMoji files under places ("wood" is a log pile): no scene of their own. */
const MATERIALS = new Set(['wood', 'brick', 'rock']);

/** The categories whose refusals get a nearby idea (see above for why the others do not). */
const SUGGESTED: ReadonlySet<SafetyCategory> = new Set(['violence', 'weapons', 'drugs', 'profanity']);

/** "a"/"an" before a noun phrase. */
function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A friendly scene for a drawable thing, by what it is and where it lives (catalog kind and pose). */
function sceneFor(noun: string, entry: CatalogEntry): string | null {
  const a = withArticle(noun);
  switch (entry.kind) {
    case 'animal':
      if (entry.pose === 'water' || entry.pose === 'seabed') return `${a} swimming with little fish`;
      if (entry.pose === 'air') return `${a} flying over a field of flowers`;
      return `${a} playing in a meadow full of flowers`;
    case 'person':
      return `${a} having a picnic in the park`;
    case 'vehicle':
      if (entry.subgroup === 'transport-sign') return null;
      if (entry.pose === 'air') return `${a} flying over the clouds`;
      if (entry.subgroup === 'transport-water') return `${a} sailing on a calm sea`;
      return `${a} driving past a rainbow`;
    case 'building':
      return `${a} on a sunny hill`;
    case 'plant':
      return `${a} in a garden with butterflies`;
    default:
      return null;
  }
}

/**
 * A nearby kid-friendly idea for a refused prompt, or null when the prompt names nothing
 * drawable that may be kept.
 * @param text the refused prompt as typed (any language; only English nouns are read).
 * @param category the refusal's category (contracts SAFETY_CATEGORIES).
 * @param matched the normalised words the refusal matched (never kept in the idea).
 * @returns an idea such as "a pirate ship on the ocean" (lower case, no final punctuation).
 */
export function suggestNearbyIdea(
  text: string,
  category: SafetyCategory,
  matched: readonly string[],
): string | null {
  if (!SUGGESTED.has(category)) return null;
  const avoid = new Set(matched.flatMap((m) => normalizeTerm(m).split(' ')));
  const doc = nlp.readDoc(text.slice(0, 500));
  const tokens = doc.tokens();
  const pos = tokens.out(its.pos) as string[];
  const normals = tokens.out(its.normal) as string[];
  // wink-nlp 2.4.0 types its.lemma narrower than out() accepts; it works at run time.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.normal) as string[];
  for (let i = 0; i < pos.length; i++) {
    if (pos[i] !== 'NOUN' && pos[i] !== 'PROPN') continue;
    const noun = normalizeTerm(lemmas[i] ?? normals[i] ?? '');
    if (noun.length < 3 || avoid.has(noun) || avoid.has(normals[i] ?? '') || PLAIN_PEOPLE.has(noun)) continue;
    const favourite = FAVOURITE_IDEAS[noun];
    if (favourite) return favourite;
    const entry = lookup(noun)[0];
    if (!entry || normalizeTerm(entry.annotation) !== noun || MATERIALS.has(noun)) continue;
    const scene = sceneFor(noun, entry);
    if (scene) return scene;
  }
  return null;
}

/**
 * Kid-safety check run before any generation: @inkling/safety's verdict on the words
 * (`checkPrompt` there: categories, policy and measured rates in docs/safety.md), with a
 * nearby idea added to a refusal when the prompt names something drawable that may be kept.
 * @param text the child's prompt, any length and any Unicode.
 * @param options by default (page prompts) @inkling/safety's learned layer and the page check of
 *   weapons used on someone (sketchbook/page-safety.ts `checkWeaponUse`, refused as "weapons")
 *   run too; `learned: false` (titles, names, comments) leaves both out (docs/safety.md);
 *   `pageCheck: true` with `learned: false` keeps the page check without the learned layer
 *   (a page drawn from a prompt the app composed, PageRequest.composed).
 * @returns `{ allowed: true }`, or the most serious category with its friendly text
 *   (contracts SAFETY_TEXTS) that never repeats the offending word; with an idea, the text
 *   suggests it instead (contracts `safetyTextWithIdea`) and `suggestion` holds it. An idea
 *   is offered only when every reason found allows one (a prompt that is also sexual gets
 *   none), and only when it passes the safety check itself. Never throws.
 */
export function checkPrompt(
  text: string,
  options: { learned?: boolean; pageCheck?: boolean } = {},
): SafetyVerdict {
  const findings = inspectPrompt(text, { learned: options.learned });
  let verdict = promptVerdict(findings);
  let matched = findings.map((f) => f.match);
  // The learned layer's category is its best guess; the page check knows a weapon use exactly.
  const onlyLearned = findings.length > 0 && findings.every((f) => f.source === 'classifier');
  if ((verdict.allowed || onlyLearned) && (options.pageCheck ?? options.learned !== false)) {
    // The page check (sketchbook/page-safety.ts): a weapon used on someone, whatever the words.
    const use = checkWeaponUse(text);
    if (use.verdict === 'refuse') {
      verdict = { allowed: false, category: 'weapons', message: SAFETY_TEXTS.weapons };
      matched = [use.weapon, use.target];
    } else if (verdict.allowed) return verdict;
  }
  if (verdict.allowed) return verdict;
  const { category } = verdict;
  const idea = findings.every((f) => f.category === category || SUGGESTED.has(f.category))
    ? suggestNearbyIdea(text, category as SafetyCategory, matched)
    : null;
  if (idea && inspectPrompt(idea).length === 0)
    return { ...verdict, message: safetyTextWithIdea(category, idea), suggestion: idea };
  return verdict;
}
