/**
 * The page is safe even when the words slip through (issue 31): the sketchbook knows what
 * every catalogue item is (catalog.ts {@link SafetyTag}), so a weapon named in a prompt is
 * checked against what the prompt does with it, whatever the word layers said:
 * - aimed at, used on or thrown at a person or a real animal ("a man swinging an axe at a
 *   lady", "a pirate jabbing his cutlass toward a small child") → the prompt is refused;
 * - given or handed to a child → refused; meant for a child ("a sword for my son") or held by
 *   a child who is not playing a story figure → the weapon is left off the page and reported;
 * - a story prop (a pirate's swords, a knight's shield, Robin Hood's bow, a woodcutter's axe),
 *   or a weapon aimed at a dragon or a monster, stays drawable.
 * Pure functions over the normalised words; no model, well under a millisecond.
 */
import { isAnnotation, lookup, normalizeTerm, termTags } from './catalog';
import { type Thing, type Understanding, understandPrompt } from './understand';

/**
 * Weapon words beyond the catalogue's annotations (OpenMoji has no lance, spear or cutlass);
 * plurals included. Rocks and stones count only when thrown or swung at someone, like any weapon.
 */
const WEAPON_WORDS = new Set(
  `sword swords cutlass cutlasses sabre sabres saber sabers dagger daggers knife knives blade blades machete
  machetes katana katanas spear spears lance lances axe axes ax hatchet hatchets gun guns pistol pistols rifle
  rifles revolver revolvers shotgun shotguns arrow arrows crossbow crossbows slingshot slingshots harpoon
  harpoons pitchfork pitchforks hammer hammers club clubs mace maces whip whips chainsaw chainsaws scissors
  rock rocks stone stones brick bricks bomb bombs grenade grenades`
    .split(/\s+/)
    .filter(Boolean),
);

/** Verbs (every form) that use a weapon on something. */
const USE_VERBS = new Set(
  `aim aims aiming aimed point points pointing pointed wave waves waving waved swing swings swinging swung stab
  stabs stabbing stabbed slash slashes slashing slashed poke pokes poking poked jab jabs jabbing jabbed thrust
  thrusts thrusting throw throws throwing threw thrown shoot shoots shooting shot fire fires firing fired hit
  hits hitting attack attacks attacking attacked threaten threatens threatening threatened chase chases chasing
  chased cut cuts cutting chop chops chopping chopped hurt hurts hurting kill kills killing killed strike
  strikes striking struck whack whacks whacking whacked smash smashes smashing smashed bash bashes bashing
  bashed lunge lunges lunging lunged press presses pressing pressed hold holds holding held put puts putting
  wield wields wielding wielded brandish brandishes brandishing brandished`
    .split(/\s+/)
    .filter(Boolean),
);

/** Verbs that give a thing to someone. */
const GIVE_VERBS = new Set(
  'give gives giving gave given hand hands handing handed pass passes passing passed offer offers offering offered'.split(
    ' ',
  ),
);

/** Words that point the use at what follows ("at a girl", "toward a child", "into a crowd"). */
const DIRECTED = new Set(['at', 'toward', 'towards', 'against', 'into', 'onto', 'to']);

/** Words for people that are not catalogue art (or are art of another kind: "lady" is a beetle). */
const PEOPLE_WORDS = new Set(
  `man men woman women lady ladies girl girls boy boys guy guys person people kid kids child children baby babies
  toddler toddlers adult adults teen teens teenager teenagers someone somebody everyone anyone friend friends
  mom mum dad mother father brother sister grandma grandpa granny grandmother grandfather son daughter uncle
  aunt couple family neighbor neighbour neighbors neighbours stranger strangers student students classmate
  classmates teacher teachers crowd villagers villager players player him her them me you us he she they
  nurse doctor cop police policeman officer soldier soldiers prisoner king queen prince princess viewer
  viewers reader readers audience camera`
    .split(/\s+/)
    .filter(Boolean),
);

/** Children: a weapon given to one is refused, one meant for one is left off. */
const CHILD_WORDS = new Set(
  `kid kids child children baby babies toddler toddlers boy boys girl girls son sons daughter daughters student
  students classmate classmates niece nephew grandchild grandson granddaughter pupil pupils preschooler`
    .split(/\s+/)
    .filter(Boolean),
);

/** Story figures a child may play: "a boy dressed as a pirate with a sword" keeps the sword. */
const STORY_FIGURES = new Set(
  `pirate pirates knight knights viking vikings samurai prince princess king queen warrior warriors archer
  archers musketeer musketeers gladiator gladiators robin hood elf elves hero heroes superhero superheroes
  woodcutter lumberjack hunter explorer soldier soldiers guard guards fencer fencing archery target targets
  bullseye costume costumes dressed`
    .split(/\s+/)
    .filter(Boolean),
);

/** Foes a story weapon may be aimed at: fairy-tale creatures, not people or real animals. */
const STORY_FOES = new Set(
  `dragon dragons monster monsters troll trolls ogre ogres giant giants kraken sea serpent robot robots alien
  aliens dinosaur dinosaurs t rex target targets apple apples pumpkin pumpkins balloon balloons`
    .split(/\s+/)
    .filter(Boolean),
);

/** Love's arrows: Cupid's arrow at a heart or a girl is Valentine's Day, not a weapon. */
const CUPID = /\b(cupid|cupids|valentine|valentines|heart|hearts)\b/;

/** Guns and bombs that are toys or fun: "a water gun", "a bath bomb" name no weapon. */
const TOY_GUN =
  /^(water|nerf|toy|squirt|bubble|glue|paint|paintball|laser|ray|confetti|foam|marshmallow|cap|pop|spud|bath|seed|glitter|photo)$/;
/** … and "a bomb dive" into the pool. */
const NOT_A_WEAPON_AFTER = /^(dive|dives|diving|pop|pops)$/;

/** Guns and bombs: never in a child's hands, whatever the story. */
const FIREARM_WORDS = new Set(
  'gun guns pistol pistols rifle rifles revolver revolvers shotgun shotguns bomb bombs grenade grenades'.split(
    ' ',
  ),
);

/** True when a normalised word names a weapon: the lexicon above or a catalogue item tagged so. */
export function isWeaponWord(word: string): boolean {
  if (WEAPON_WORDS.has(word)) return true;
  const tags = termTags(word);
  return tags.has('weapon') || tags.has('firearm') || tags.has('explosive');
}

/** True when a normalised word names a gun or a bomb ({@link FIREARM_WORDS} or so tagged). */
function isFirearmWord(word: string): boolean {
  if (FIREARM_WORDS.has(word)) return true;
  const tags = termTags(word);
  return tags.has('firearm') || tags.has('explosive');
}

/** True when a word names someone a weapon must never be used on: a person or a real animal. */
function isTarget(word: string): boolean {
  if (STORY_FOES.has(word)) return false;
  if (PEOPLE_WORDS.has(word)) return true;
  const entry = lookup(word)[0];
  return (
    entry !== undefined && (entry.kind === 'person' || entry.kind === 'animal') && isAnnotationOrLast(word)
  );
}

/** The catalogue names the word itself ("cat", "tiger"), not merely a tag of something. */
function isAnnotationOrLast(word: string): boolean {
  if (isAnnotation(word)) return true;
  const entry = lookup(word)[0];
  return entry !== undefined && normalizeTerm(entry.annotation).split(' ').at(-1) === word;
}

/** Parts of a body: a weapon at a throat or a head is at a person. */
const BODY_PARTS = new Set(
  'throat neck head heads face faces chest stomach belly tummy arm arms leg legs back wrist wrists eye eyes heart'.split(
    ' ',
  ),
);

/** Words after which "her" is the person, not a possessive ("pointing it at her with a knife"). */
const AFTER_PRONOUN = new Set(['with', 'and', 'while', 'from', 'in', 'on', 'as', 'so', 'because', 'until']);

/** True when words[j] is a pronoun for a person: him, them, me, you, us, or "her" not followed by a noun. */
function pronounTarget(words: readonly string[], j: number): boolean {
  const w = words[j]!;
  if (['him', 'them', 'me', 'you', 'us'].includes(w)) return true;
  if (w !== 'her') return false;
  const next = words[j + 1];
  return next === undefined || AFTER_PRONOUN.has(next);
}

/** Determiners, possessives and small words skipped between a verb and its object. */
const SKIPPED = new Set(
  `a an the his her their its my your our this that these those some two three four five many lots of
  at the big small little tiny young old poor scared sleeping sharp long shiny heavy huge giant wooden toy
  very real`
    .split(/\s+/)
    .filter(Boolean),
);

/** How far after a verb its object is looked for, in words. */
const WINDOW = 8;

/** What the page check decided about a prompt's weapons. */
export type PageSafety =
  | { verdict: 'ok' }
  /** A weapon used on, aimed at or given to someone: the prompt is refused (category weapons). */
  | { verdict: 'refuse'; weapon: string; target: string }
  /** Weapons to leave off the page (normalised words, as typed), with why. */
  | { verdict: 'drop'; weapons: string[] };

/**
 * Checks what a prompt does with the weapons it names (rules above, issue 31).
 * @param prompt the prompt as typed (any case and punctuation; English words are read).
 * @returns `ok`; `refuse` with the weapon and the person it is used on; or `drop` with the
 *   weapons to leave off the page. Never throws.
 */
export function checkWeaponUse(prompt: string): PageSafety {
  // A toy gun ("a water gun") is no weapon: both words leave the reading.
  const all = normalizeTerm(prompt).split(' ').filter(Boolean);
  const words = all.filter(
    (w, i) =>
      !(TOY_GUN.test(w) && isFirearmWord(all[i + 1] ?? '')) &&
      !(isFirearmWord(w) && (TOY_GUN.test(all[i - 1] ?? '') || NOT_A_WEAPON_AFTER.test(all[i + 1] ?? ''))),
  );
  const weapons = words.filter(isWeaponWord);
  if (weapons.length === 0) return { verdict: 'ok' };
  const cupid = CUPID.test(words.join(' '));
  const story = words.some((w) => STORY_FIGURES.has(w));

  for (let v = 0; v < words.length; v++) {
    const verb = words[v]!;
    const use = USE_VERBS.has(verb);
    const give = GIVE_VERBS.has(verb);
    if (!use && !give) continue;
    for (let j = v + 1; j < Math.min(words.length, v + 1 + WINDOW); j++) {
      const w = words[j]!;
      if (DIRECTED.has(w)) continue;
      if ((SKIPPED.has(w) && !pronounTarget(words, j)) || isWeaponWord(w)) continue;
      if (isTarget(w) || BODY_PARTS.has(w) || pronounTarget(words, j)) {
        // The weapon is what the verb uses: just before it ("a kid with a bow and arrow
        // aiming at…"), between it and the person, or just after them ("… at a lady with an axe").
        const used = words.slice(Math.max(0, v - 4), j + 5).some(isWeaponWord);
        const love = cupid && weapons.every((x) => /^arrows?$/.test(x));
        if (used && !love && (use || CHILD_WORDS.has(w)))
          return { verdict: 'refuse', weapon: weapons[0]!, target: w };
      }
      // Anything else ends the verb's reach: another object is what it uses ("throwing a
      // ball at his sister"), a place word what it is beside ("next to a princess").
      break;
    }
  }

  // A gun or a bomb with a child on the page ("a little kid holding a real loaded pistol").
  const firearm = weapons.find(isFirearmWord);
  const child = words.find((w) => CHILD_WORDS.has(w));
  if (firearm && child) return { verdict: 'refuse', weapon: firearm, target: child };

  // Meant for a child ("a sword for my son") or in a child's hands without a story to play.
  const forChild = words.some(
    (w, i) => w === 'for' && words.slice(i + 1, i + 4).some((x) => CHILD_WORDS.has(x)),
  );
  const childHolds = !story && words.some((w) => CHILD_WORDS.has(w));
  if (cupid && weapons.every((x) => /^arrows?$/.test(x))) return { verdict: 'ok' };
  if (forChild || childHolds) return { verdict: 'drop', weapons: [...new Set(weapons)] };
  return { verdict: 'ok' };
}

/**
 * Story props stand beside their owner, not in their hands: a bust "holding" swords has them
 * across its face (looked at: "a knight with a sword and shield").
 */
function propsBeside(understanding: Understanding): Understanding {
  const isProp = (i: number) => understanding.things[i]!.candidates[0]?.tags.includes('weapon') ?? false;
  if (!understanding.relations.some((r) => r.relation === 'holding' && isProp(r.object)))
    return understanding;
  return {
    ...understanding,
    things: understanding.things.map((t, i) => (isProp(i) ? { ...t, held: false } : t)),
    relations: understanding.relations.map((r) =>
      r.relation === 'holding' && isProp(r.object) ? { ...r, relation: 'next to' as const } : r,
    ),
  };
}

/**
 * What the sketchbook draws for a prompt: {@link understandPrompt}, story props beside their
 * owner, and the weapons that
 * {@link checkWeaponUse} says to leave off removed (their relations too) and listed among
 * the skipped words, so the chat says plainly that they were not drawn.
 * A prompt that uses a weapon on someone is refused before this (safety/suggest.ts
 * `checkPrompt`); called on one anyway, the weapons are left off too.
 * @param prompt the prompt as typed.
 * @returns the understanding to draw.
 */
export function understandForPage(prompt: string): Understanding {
  const understanding = propsBeside(understandPrompt(prompt));
  const use = checkWeaponUse(prompt);
  if (use.verdict === 'ok') return understanding;
  const dropped = new Set(use.verdict === 'drop' ? use.weapons : [use.weapon]);
  const isDropped = (t: Thing) =>
    dropped.has(t.term) || isWeaponWord(t.term) || t.candidates.some((c) => c.tags.includes('weapon'));
  if (!understanding.things.some(isDropped)) return understanding;
  const keep: number[] = [];
  understanding.things.forEach((t, i) => {
    if (!isDropped(t)) keep.push(i);
  });
  const newIndex = new Map(keep.map((old, i) => [old, i]));
  const skipped = understanding.things.filter(isDropped).map((t) => t.term);
  return {
    ...understanding,
    things: keep.map((i) => understanding.things[i]!),
    relations: understanding.relations
      .filter((r) => newIndex.has(r.subject) && newIndex.has(r.object))
      .map((r) => ({ ...r, subject: newIndex.get(r.subject)!, object: newIndex.get(r.object)! })),
    skippedWords: [
      ...understanding.skippedWords,
      ...skipped.filter((w) => !understanding.skippedWords.includes(w)),
    ],
  };
}
