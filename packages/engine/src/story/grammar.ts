/**
 * The offline story grammar (issue 33): a story is a beginning, a problem, helpers (and
 * tries), a turn and an ending, told in one short caption per page, each page a scene the
 * sketchbook can draw (a place, the character in a pose, a helper or a thing). Nine story
 * shapes (lost thing, journey, sharing, the dark, a new friend, growing, a party, a visit to
 * the doctor, dentist, vet or barber, a new baby in the family), several
 * sentences for each beat, and pools of places, helpers and things picked by the seed, so
 * stories differ in shape, order and words, not only in names.
 */

import { escapeRegExp } from '../sketchbook/grammar';
import { partsOfSpeech } from '../sketchbook/nouns';
import { understandForPage } from '../sketchbook/page-safety';
import { pick, type Random, shuffled } from '../sketchbook/random';
import type { StoryCharacter } from './character';
import { heroNamed, type PremiseClause, premiseClauses } from './premise';

/** The part of the story a page tells. */
export type Beat = 'beginning' | 'problem' | 'helper' | 'try' | 'turn' | 'ending';

/** The shapes a story can take. */
export const STORY_SHAPES = [
  'lost',
  'journey',
  'share',
  'dark',
  'friend',
  'grow',
  'party',
  'visit',
  'baby',
  'brave',
  'learn',
] as const;
export type StoryShape = (typeof STORY_SHAPES)[number];

/** What the character does on a page; each is a pose the sketchbook draws (understand.ts POSE_WORDS). */
type Act = 'walk' | 'run' | 'wave' | 'hold' | 'reach' | 'sit' | 'read' | 'plant' | 'sleep' | 'point';

/** A sentence of a beat: `{N}` name, `{S}`/`{s}` subject pronoun, `{o}` object, `{p}` possessive, `{H}` helper, `{T}` thing, `{P}` place, `{G}` goal. */
interface Line {
  text: string;
  act: Act;
  /** Who else is in the picture. */
  with?: 'helper' | 'thing';
  /** Draw it at night. */
  night?: boolean;
}

/** A place the sketchbook has a setting for (settings.ts keywords). */
interface Place {
  /** In the scene prompt. */
  at: string;
  /** In a caption. */
  name: string;
  /** "in {P}" of a caption, when the place takes another preposition ("on the farm"). */
  in?: string;
}

const PLACES: readonly Place[] = [
  { at: 'in the forest', name: 'the forest' },
  { at: 'in the garden', name: 'the garden' },
  { at: 'at the beach', name: 'the beach', in: 'at the beach' },
  { at: 'in the meadow', name: 'the meadow' },
  { at: 'on the farm', name: 'the farm', in: 'on the farm' },
  { at: 'in the snow', name: 'the snowy hill', in: 'on the snowy hill' },
  { at: 'in the town', name: 'the town' },
  { at: 'at the castle', name: 'the castle', in: 'at the castle' },
  { at: 'in the jungle', name: 'the jungle' },
];

/** Friendly animals that help (each has catalog art). */
const HELPERS = [
  'owl',
  'rabbit',
  'turtle',
  'duck',
  'frog',
  'hedgehog',
  'deer',
  'mouse',
  'bear',
  'fox',
  'squirrel',
  'butterfly',
];

/** Things to lose, carry or share, by shape (each has catalog art). */
const THINGS: Record<StoryShape, readonly string[]> = {
  lost: ['kite', 'balloon', 'teddy bear', 'umbrella', 'hat'],
  journey: ['map', 'backpack', 'umbrella'],
  share: ['apple', 'cookie', 'strawberry', 'cake'],
  dark: ['lantern', 'flashlight', 'candle'],
  friend: ['ball', 'kite', 'book'],
  grow: ['sunflower', 'tulip', 'flower'],
  party: ['cake', 'balloon', 'gift'],
  visit: ['teddy bear', 'book', 'balloon'],
  baby: ['teddy bear', 'ball', 'book'],
  brave: ['teddy bear', 'flashlight', 'book'],
  learn: ['ball', 'kite', 'book'],
};

/**
 * Who a visit is to (the `visit` shape's helper): the word of the idea, the word in the
 * captions and the person the sketchbook draws for it (it has a health worker, a teacher, a
 * man, a woman; no dentist or barber of their own). First match wins; none → the doctor.
 * Found missing by the story panels of 2026-11-29 (a dentist, a first haircut, a check-up).
 */
const VISITS: readonly { words: RegExp; caption: string; drawn: string }[] = [
  { words: /\bdentist\b|\bteeth\b|\btooth\b/, caption: 'dentist', drawn: 'doctor' },
  { words: /\bbarber\b|\bhair ?cuts?\b|\bhairdresser\b/, caption: 'barber', drawn: 'man' },
  { words: /\bvet\b|\bveterinarian\b/, caption: 'vet', drawn: 'doctor' },
  { words: /\bnurse\b/, caption: 'nurse', drawn: 'nurse' },
  { words: /./, caption: 'doctor', drawn: 'doctor' },
];

/** Goals of a journey: places worth the trip. */
const GOALS: readonly Place[] = [
  { at: 'at the castle', name: 'the castle' },
  { at: 'at the beach', name: 'the sea' },
  { at: 'in the snow', name: 'the snowy hill' },
  { at: 'on the farm', name: 'the farm' },
];

/**
 * Places an idea can name, with the words that name them (the sketchbook's setting keywords,
 * settings.ts): a journey goes there ("Zoe takes a trip to the zoo"), any other story starts
 * and ends there ("a day at the pond"). Checked in order, first match wins.
 */
const NAMED_PLACES: readonly [RegExp, Place][] = [
  // Not a sand castle, which is built at the beach.
  [
    /(?<!\bsand\s)\bcastles?\b|\bpalace\b|\bkingdom\b/,
    { at: 'at the castle', name: 'the castle', in: 'at the castle' },
  ],
  [/\bislands?\b/, { at: 'on the island', name: 'the island', in: 'on the island' }],
  [
    /\bsea\b|\bbeach\b|\bocean\b|\bseaside\b|\bsand\s?castles?\b/,
    { at: 'at the beach', name: 'the sea', in: 'at the beach' },
  ],
  [/\bmoon\b/, { at: 'on the moon', name: 'the moon', in: 'on the moon' }],
  [/\bspace\b|\bplanets?\b|\bstars\b/, { at: 'in space', name: 'space', in: 'in space' }],
  [/\bschool\b|\bclassroom\b|\bkindergarten\b/, { at: 'at school', name: 'school', in: 'at school' }],
  [/\bzoo\b/, { at: 'at the zoo', name: 'the zoo', in: 'at the zoo' }],
  [/\bplayground\b|\bpark\b/, { at: 'at the playground', name: 'the playground', in: 'at the playground' }],
  [/\bkitchen\b|\bbak(?:e|es|ed|ing)\b|\bcook(?:s|ed|ing)?\b/, { at: 'in the kitchen', name: 'the kitchen' }],
  [/\bponds?\b|\blakes?\b/, { at: 'at the pond', name: 'the pond', in: 'at the pond' }],
  [/\bdesert\b/, { at: 'in the desert', name: 'the desert' }],
  [
    /\bsnow(?:y)?\b|\bwinter\b|\bnorth pole\b/,
    { at: 'in the snow', name: 'the snowy hill', in: 'on the snowy hill' },
  ],
  [/\bfarms?\b|\bbarn\b/, { at: 'on the farm', name: 'the farm', in: 'on the farm' }],
  [/\bjungle\b|\brainforest\b/, { at: 'in the jungle', name: 'the jungle' }],
  [/\bforest\b|\bwoods\b/, { at: 'in the forest', name: 'the forest' }],
  [/\bgardens?\b|\bbackyard\b/, { at: 'in the garden', name: 'the garden' }],
  [/\btown\b|\bcity\b/, { at: 'in the town', name: 'the town' }],
  [/\bmeadow\b|\bfields?\b/, { at: 'in the meadow', name: 'the meadow' }],
];

/** The place an idea names (NAMED_PLACES), or null. */
function namedPlace(idea: string): Place | null {
  const lower = idea.toLowerCase();
  return NAMED_PLACES.find(([re]) => re.test(lower))?.[1] ?? null;
}

/** The kinds of catalog art a story's thing may be, by shape (what its sentences do with it). */
const THING_KINDS: Record<StoryShape, readonly string[]> = {
  lost: ['object', 'animal', 'vehicle', 'food'],
  journey: ['object'],
  share: ['food', 'object'],
  dark: ['object'],
  friend: ['object', 'vehicle'],
  grow: ['plant', 'food'],
  party: ['food', 'object'],
  visit: ['object'],
  baby: ['object'],
  brave: ['object', 'animal'],
  learn: ['object', 'vehicle'],
};

/**
 * A drawable thing the idea names that the shape's own list lacks ("Ollie loses his red
 * scarf" → scarf, "a lost puppy" → dog): the sketchbook's reading of the idea, a thing named
 * by its own words after an article, a possessive or a describing word (so "Zara flies to the
 * moon" is no insect, and a stand-in the reader implied is never taken), of a kind the shape's
 * sentences can use (THING_KINDS), and not the hero itself. Null when there is none.
 */
function ideaThing(idea: string, shape: StoryShape, hero: string): string | null {
  const lower = idea.toLowerCase();
  const tags = partsOfSpeech(idea);
  for (const thing of understandForPage(idea).things) {
    const words = thing.words?.toLowerCase();
    const kind = thing.candidates[0]?.kind;
    if (!words || thing.implied || !kind || !THING_KINDS[shape].includes(kind)) continue;
    if (thing.term === hero || words === hero) continue;
    // A noun of the idea ("the teacher plants seeds": "plants" is the verb).
    if (words.split(' ').some((w) => tags.get(w)?.pos !== 'NOUN')) continue;
    const named = new RegExp(
      `\\b(?:a|an|the|his|her|their|my|its|some|lost|missing|new|little|big|old|favou?rite|special|magic|red|blue|green|yellow|pink|purple|golden)\\s+(?:(\\w+)\\s+)?${words}\\b`,
    ).exec(lower);
    // A word between may describe it ("his red scarf"), not be the sentence's subject
    // ("the teacher plants seeds").
    const between = named?.[1] ? tags.get(named[1])?.pos : undefined;
    if (!named || between === 'NOUN' || between === 'PROPN') continue;
    // One of it in the story's sentences: "seeds" → "seed", "cherries" → "cherry".
    return thing.count > 1 || words !== thing.term ? singular(words) : words;
  }
  return null;
}

/**
 * What the idea says is lost, drawable or not ("lost his first tooth" → tooth): a story about
 * a lost tooth is about the tooth, even where the page cannot draw one (the fifth story panel
 * read "Theo and the Lost Umbrella" for a lost tooth, 2026-11-29). Null when none is named.
 */
function lostWord(idea: string): string | null {
  const m =
    /\blos(?:t|e|es|ing)\s+(?:(?:a|an|the|his|her|their|my|our|its)\s+)?(?:(?:first|favou?rite|little|big|new|old|wobbly|special|red|blue|green|yellow|pink)\s+)*([a-z]+)\b/i.exec(
      idea,
    );
  const word = m?.[1]?.toLowerCase();
  if (!word || partsOfSpeech(idea).get(word)?.pos !== 'NOUN') return null;
  return singular(word);
}

/** A story thing's singular, undoing `plural` ("cherries" → "cherry", "boxes" → "box"). */
function singular(noun: string): string {
  if (/[^aeiou]ies$/.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh)es$/.test(noun)) return noun.slice(0, -2);
  if (/[^s]s$/.test(noun)) return noun.slice(0, -1);
  return noun;
}

/** The sentences of every beat of every shape. */
const LINES: Record<StoryShape, Record<Beat, readonly Line[]>> = {
  lost: {
    beginning: [
      { text: '{N} had a {T} that {s} loved very much.', act: 'hold', with: 'thing' },
      { text: 'Every day, {N} played with {p} {T} in {P}.', act: 'hold', with: 'thing' },
    ],
    problem: [
      { text: 'One windy day, the {T} was gone!', act: 'point' },
      { text: 'Oh no! {N} could not find {p} {T} anywhere.', act: 'walk' },
    ],
    helper: [
      { text: '{N} asked a {H} in {P}. "Have you seen my {T}?"', act: 'wave', with: 'helper' },
      { text: 'A kind {H} said, "I will help you look!"', act: 'walk', with: 'helper' },
      { text: 'The {H} looked high and low in {P}.', act: 'point', with: 'helper' },
    ],
    try: [
      { text: '{N} looked under every bush in {P}.', act: 'walk' },
      { text: '{N} sat down to think. Where could it be?', act: 'sit' },
    ],
    turn: [
      { text: 'Then {N} saw something up in a tree. The {T}!', act: 'reach', with: 'thing' },
      { text: 'Look! The {T} was right there, waiting.', act: 'reach', with: 'thing' },
    ],
    ending: [
      { text: '{N} hugged {p} {T} and said thank you to every friend.', act: 'hold', with: 'thing' },
      { text: 'Home again with the {T}, {N} waved to {p} new friends.', act: 'wave' },
    ],
  },
  journey: {
    beginning: [
      { text: '{N} dreamed of going to {G}.', act: 'sit' },
      { text: 'One sunny morning, {N} packed a {T} and set off for {G}.', act: 'walk' },
    ],
    problem: [
      { text: 'The path was long, and {N} did not know the way.', act: 'walk' },
      { text: 'Soon {N} came to a place {s} had never seen.', act: 'point' },
    ],
    helper: [
      { text: 'A {H} knew the way and went along with {N}.', act: 'walk', with: 'helper' },
      { text: '"Follow me!" said a {H} in {P}.', act: 'run', with: 'helper' },
      { text: '{N} and a {H} walked on together.', act: 'walk', with: 'helper' },
    ],
    try: [
      { text: '{N} felt tired, so {s} rested in {P}.', act: 'sit' },
      { text: '{N} went on, one little step at a time.', act: 'walk' },
    ],
    turn: [
      { text: 'From the top of the hill, {N} could see {G}!', act: 'point' },
      { text: 'Then {N} saw {G}, just ahead.', act: 'point' },
    ],
    ending: [
      { text: 'At last {N} reached {G}. What a day!', act: 'wave', night: false },
      { text: '{N} was happy to be at {G} with {p} new friends.', act: 'wave' },
    ],
  },
  share: {
    beginning: [
      { text: '{N} had a basket full of {T}s.', act: 'hold', with: 'thing' },
      { text: '{N} picked the best {T}s in {P}.', act: 'reach', with: 'thing' },
    ],
    problem: [
      { text: '{N} did not want to give any away.', act: 'hold', with: 'thing' },
      { text: '{N} wanted to keep every single {T}.', act: 'sit' },
    ],
    helper: [
      { text: 'A hungry {H} looked at the {T}s.', act: 'sit', with: 'helper' },
      { text: 'A little {H} in {P} had nothing to eat.', act: 'point', with: 'helper' },
      { text: 'A {H} came by and asked, "May I have one?"', act: 'wave', with: 'helper' },
    ],
    try: [
      { text: '{N} thought and thought about it.', act: 'sit' },
      { text: '{N} felt a little sad, all alone with the {T}s.', act: 'sit' },
    ],
    turn: [
      { text: '{N} gave one {T} away. It felt good!', act: 'hold', with: 'thing' },
      { text: '"Here you are," said {N}, and shared a {T}.', act: 'hold', with: 'thing' },
    ],
    ending: [
      { text: 'Now everyone had a {T}, and they had a picnic together.', act: 'sit' },
      { text: 'Sharing made {N} happy, and {p} friends too.', act: 'wave' },
    ],
  },
  dark: {
    beginning: [
      { text: 'When the sun went down, {N} felt afraid of the dark.', act: 'sit', night: true },
      { text: 'Every night, {N} asked for the light to stay on.', act: 'sleep', night: true },
    ],
    problem: [
      { text: 'One night, {N} heard a funny sound outside.', act: 'sit', night: true },
      { text: 'The night was very quiet, and {N} could not sleep.', act: 'sleep', night: true },
    ],
    helper: [
      { text: 'A wise {H} said, "The night is full of friends."', act: 'wave', with: 'helper', night: true },
      { text: 'A {H} showed {N} the bright moon.', act: 'point', with: 'helper', night: true },
      { text: '{N} and a {H} counted the stars together.', act: 'point', with: 'helper', night: true },
    ],
    try: [
      { text: '{N} took a {T} and peeked outside.', act: 'hold', with: 'thing', night: true },
      { text: '{N} took a deep breath and stepped into {P}.', act: 'walk', night: true },
    ],
    turn: [
      { text: 'The funny sound was only a friend saying goodnight!', act: 'wave', night: true },
      { text: '{N} was not afraid any more.', act: 'wave', night: true },
    ],
    ending: [
      { text: '{N} fell asleep, smiling at the stars.', act: 'sleep', night: true },
      { text: 'Now {N} loves the night and all {p} night friends.', act: 'point', night: true },
    ],
  },
  friend: {
    beginning: [
      { text: '{N} was new in {P} and did not know anyone.', act: 'walk' },
      { text: '{N} played alone with a {T} every day.', act: 'hold', with: 'thing' },
    ],
    problem: [
      { text: '{N} felt a little lonely.', act: 'sit' },
      { text: 'Playing alone was not much fun.', act: 'sit' },
    ],
    helper: [
      { text: '{N} waved hello to a {H}.', act: 'wave', with: 'helper' },
      { text: 'A shy {H} was sitting all alone too.', act: 'point', with: 'helper' },
      { text: '{N} and a {H} ran races in {P}.', act: 'run', with: 'helper' },
    ],
    try: [
      { text: '{N} was too shy to say hello.', act: 'sit' },
      { text: '{N} read a book and thought about friends.', act: 'read' },
    ],
    turn: [
      { text: '"Will you play with me?" asked {N}. "Yes!"', act: 'wave' },
      { text: '{N} shared {p} {T}, and everyone joined in.', act: 'hold', with: 'thing' },
    ],
    ending: [
      { text: 'Now {N} has lots of friends in {P}.', act: 'run' },
      { text: 'Friends make every day more fun, thought {N}.', act: 'wave' },
    ],
  },
  grow: {
    beginning: [
      { text: '{N} planted a tiny seed in {P}.', act: 'plant' },
      { text: '{N} found a seed and wanted a {T} of {p} own.', act: 'plant' },
    ],
    problem: [
      { text: '{N} waited and waited, but nothing grew.', act: 'sit' },
      { text: 'The sun was hot and the ground was dry.', act: 'point' },
    ],
    helper: [
      { text: 'A {H} said, "Seeds need water."', act: 'plant', with: 'helper' },
      { text: 'A busy {H} helped {o} dig in {P}.', act: 'plant', with: 'helper' },
      { text: 'A {H} told {o}, "Be patient, it takes time."', act: 'sit', with: 'helper' },
    ],
    try: [
      { text: 'Every morning, {N} gave the seed a drink.', act: 'plant' },
      { text: '{N} read a book about gardens.', act: 'read' },
    ],
    turn: [
      { text: 'One morning, a little green shoot popped up!', act: 'point' },
      { text: 'Look! A bud! {N} jumped for joy.', act: 'run' },
    ],
    ending: [
      { text: 'A big {T} grew, as tall as {N}.', act: 'reach', with: 'thing' },
      { text: '{N} picked a {T} and gave it to a friend.', act: 'hold', with: 'thing' },
    ],
  },
  party: {
    beginning: [
      { text: "It was almost {N}'s birthday!", act: 'wave' },
      { text: '{N} wanted to have a party in {P}.', act: 'point' },
    ],
    problem: [
      { text: 'Would all the friends come to the party?', act: 'sit' },
      { text: 'There was so much to do, and {N} could not do it alone.', act: 'walk' },
    ],
    helper: [
      { text: '{N} asked a {H} to come to the party.', act: 'wave', with: 'helper' },
      { text: 'A {H} helped {o} hang the balloons.', act: 'reach', with: 'helper' },
      { text: 'A {H} in {P} said, "I will bring a song!"', act: 'wave', with: 'helper' },
    ],
    try: [
      { text: '{N} got the {T} ready for the party.', act: 'hold', with: 'thing' },
      { text: '{N} made a card for every friend.', act: 'sit' },
    ],
    turn: [
      { text: 'Knock, knock! All the friends were at the door.', act: 'wave' },
      { text: 'Surprise! Everyone came to the party.', act: 'wave' },
    ],
    ending: [
      { text: 'They sang and played until the stars came out.', act: 'run' },
      { text: 'It was the best party ever, said {N}.', act: 'hold', with: 'thing' },
    ],
  },
  visit: {
    beginning: [
      { text: 'Today {N} had a visit to the {H}.', act: 'walk' },
      { text: '{N} and {p} family went to see the {H} in {P}.', act: 'walk' },
    ],
    problem: [
      { text: '{N} felt a little scared. What would happen?', act: 'sit' },
      { text: '{N} held {p} {T} tight and waited for {p} turn.', act: 'hold', with: 'thing' },
    ],
    helper: [
      { text: 'The {H} smiled and said hello to {N}.', act: 'wave', with: 'helper' },
      { text: 'The {H} showed {N} how everything works.', act: 'point', with: 'helper' },
      { text: '"You are very brave," said the {H}.', act: 'wave', with: 'helper' },
    ],
    try: [
      { text: '{N} took a big, deep breath.', act: 'sit' },
      { text: '{N} sat very still in the big chair.', act: 'sit' },
    ],
    turn: [
      { text: 'It did not hurt at all! It was even fun.', act: 'wave' },
      { text: 'All done! {N} gave a great big smile.', act: 'wave' },
    ],
    ending: [
      { text: '{N} waved goodbye to the {H}, proud and happy.', act: 'wave', with: 'helper' },
      { text: 'What a brave day for {N}!', act: 'run' },
    ],
  },
  baby: {
    beginning: [
      { text: '{N} was waiting for someone very special.', act: 'sit' },
      { text: "One day a tiny baby came home to {N}'s family!", act: 'point', with: 'helper' },
    ],
    problem: [
      { text: 'The baby cried and cried, and {N} felt left out.', act: 'sit' },
      { text: 'Everyone was busy with the baby, and {N} felt a bit forgotten.', act: 'sit' },
    ],
    helper: [
      { text: '{N} sang a quiet song to the baby.', act: 'wave', with: 'helper' },
      { text: '{N} gave the baby {p} old {T}.', act: 'hold', with: 'thing' },
      { text: '{N} made funny faces, and the baby laughed!', act: 'wave', with: 'helper' },
    ],
    try: [
      { text: '{N} helped to get the baby ready for bed.', act: 'point', with: 'helper' },
      { text: '{N} read a story, and the baby listened.', act: 'read' },
    ],
    turn: [
      { text: "The baby held on to {N}'s finger and smiled.", act: 'reach', with: 'helper' },
      { text: 'The baby smiled at {N} for the very first time!', act: 'point', with: 'helper' },
    ],
    ending: [
      { text: '{N} held the baby and felt proud to be the big one.', act: 'hold', with: 'helper' },
      { text: 'Now {N} has a little friend for always.', act: 'wave', with: 'helper' },
    ],
  },
  // The two everyday shapes found missing by the fourth story panel (2026-11-29).
  brave: {
    beginning: [
      { text: '{N} wanted to be brave.', act: 'sit' },
      { text: 'Everyone said {N} could do it.', act: 'wave' },
    ],
    problem: [
      { text: 'But {N} felt scared inside.', act: 'sit' },
      { text: "{N}'s tummy felt funny. What if it went wrong?", act: 'sit' },
    ],
    helper: [
      { text: 'A {H} said, "Let\'s do it together."', act: 'walk', with: 'helper' },
      {
        text: 'A kind {H} said, "Being brave means trying, even when you are scared."',
        act: 'sit',
        with: 'helper',
      },
      { text: 'A {H} showed {N} how, one little step at a time.', act: 'point', with: 'helper' },
    ],
    try: [
      { text: '{N} took a big, deep breath.', act: 'sit' },
      { text: '{N} counted to three.', act: 'point' },
    ],
    turn: [
      { text: '{N} did it! It was not so scary after all.', act: 'wave' },
      { text: 'One, two, three, and {N} did it!', act: 'run' },
    ],
    ending: [
      { text: '{N} felt proud and brave.', act: 'wave' },
      { text: 'Now {N} is not scared any more.', act: 'run' },
    ],
  },
  learn: {
    beginning: [
      { text: '{N} wanted to learn something new.', act: 'point' },
      { text: '{N} watched the others and wanted to try too.', act: 'sit' },
    ],
    problem: [
      { text: 'It was hard! {N} wobbled and fell down.', act: 'sit' },
      { text: 'The first try did not work at all.', act: 'sit' },
    ],
    helper: [
      { text: 'A {H} said, "Keep trying, you can do it!"', act: 'wave', with: 'helper' },
      { text: 'A {H} showed {N} a little trick.', act: 'point', with: 'helper' },
      { text: '{N} and a {H} practised together.', act: 'run', with: 'helper' },
    ],
    try: [
      { text: '{N} practised every single day.', act: 'run' },
      { text: '{N} fell down, got up and tried again.', act: 'walk' },
    ],
    turn: [
      { text: 'Then one day, {N} did it!', act: 'run' },
      { text: 'Look! {N} could do it at last!', act: 'wave' },
    ],
    ending: [
      { text: '{N} was so proud and happy.', act: 'wave' },
      { text: 'Now {N} can show a friend how.', act: 'point', with: 'helper' },
    ],
  },
};

/** Middle lines any shape can use, so long books do not repeat themselves. */
const MORE: Record<'helper' | 'try', readonly Line[]> = {
  helper: [
    { text: 'A {H} came along and smiled at {N}.', act: 'wave', with: 'helper' },
    { text: '{N} and a {H} talked about what to do.', act: 'sit', with: 'helper' },
    { text: 'A friendly {H} had a good idea.', act: 'point', with: 'helper' },
    { text: '"I can help!" called a {H} in {P}.', act: 'run', with: 'helper' },
  ],
  try: [
    { text: '{N} tried again, one more time.', act: 'walk' },
    { text: '{N} kept on trying, one more time.', act: 'run' },
    { text: '{N} stopped to rest and read a little.', act: 'read' },
  ],
};

/** Titles by shape. */
const TITLES: Record<StoryShape, readonly string[]> = {
  lost: ['{N} and the Lost {T}', 'Where Is the {T}?'],
  journey: ['{N} Goes to {G}', 'The Long Way to {G}'],
  share: ['{N} Learns to Share', '{N} and the {T}s'],
  dark: ['{N} and the Night', 'Goodnight, {N}'],
  friend: ['{N} Makes a Friend', 'A Friend for {N}'],
  grow: ['{N} Grows a {T}', 'The Tiny Seed'],
  party: ["{N}'s Party", 'A Party for {N}'],
  visit: ['{N} Visits the {H}', 'A Brave Day for {N}'],
  baby: ['{N} and the New Baby', 'A Baby for {N}'],
  brave: ['Brave {N}', '{N} Is Brave'],
  learn: ['{N} Can Do It!', '{N} Keeps Trying'],
};

/** Words of an idea that choose a shape (checked in order; none → a shape from the seed). */
const SHAPE_WORDS: readonly [RegExp, StoryShape][] = [
  // First: they win a tie ("goes to the dentist" is a visit, not a journey; "a shy turtle …
  // the doctor" a visit, not a friend story).
  [
    /\bdentist\b|\bdoctor\b|\bcheck-?ups?\b|\bhair ?cuts?\b|\bbarber\b|\bhairdresser\b|\bnurse\b|\bvet\b|\bhospital\b/,
    'visit',
  ],
  [
    /\bnew baby\b|\bbaby (?:brother|sister)\b|\bbig (?:brother|sister)\b|\bnew (?:little )?(?:brother|sister)\b/,
    'baby',
  ],
  [/\bshar(e|es|ing)\b|\bgiv(e|ing)\b|\bkind(ness)?\b/, 'share'],
  // The dark before bravery: "afraid of the dark" is a night story, "scared of the goose" a brave one.
  [/\bdark\b|\bnight\b|\bbedtime\b/, 'dark'],
  [/\bscared\b|\bafraid\b|\bnervous\b|\bbrave\b|\bfear\w*|\bworried\b/, 'brave'],
  [
    /\blearn(?:s|ing|ed)?\b|\bpractic\w*|\bteach(?:es|ing)?\b|\bfirst time\b|\btr(?:y|ies|ying)\b|\bride (?:a|his|her|my|their) bike\b|\bswim(?:s|ming)?\b/,
    'learn',
  ],
  [/\blost\b|\blos(?:e|es|ing)\b|\bfind(s|ing)?\b|\bmissing\b/, 'lost'],
  [/\bbirthday\b|\bparty\b|\bcelebrat/, 'party'],
  [/\bgrow(s|ing)?\b|\bplant(s|ing)?\b|\bseeds?\b|\bgarden(ing)?\b/, 'grow'],
  [/\bfriends?(hip)?\b|\blonely\b|\bnew\b|\bshy\b|\bfirst day\b/, 'friend'],
  [
    /\btrip\b|\bjourney\b|\btravel|\bvisit(s|ing)?\b|\badventure\b|\bgoes\b|\bsail(s|ed|ing)?\b|\bvoyage\b|\bexplor\w*|\b(?:fl(?:y|ies|ew)|rides?|go(?:es)?|went)\s+to\b/,
    'journey',
  ],
];

/**
 * The shape an idea asks for: the one whose words it uses most ("a brave turtle finds a lost
 * kite": lost 2, dark 1), the earlier in SHAPE_WORDS on a tie; none → a shape from the seed.
 */
export function shapeFor(idea: string, rand: Random): StoryShape {
  const lower = idea.toLowerCase();
  let best: StoryShape | null = null;
  let most = 0;
  for (const [re, shape] of SHAPE_WORDS) {
    const count = lower.match(new RegExp(re.source, 'g'))?.length ?? 0;
    if (count > most) [best, most] = [shape, count];
  }
  // A visit or a new baby only when the idea asks for one ("Benny the bear gets angry" is no baby story).
  return best ?? pick(rand, UNASKED_SHAPES);
}

/** Shapes a story may take when its idea names none (shapeFor). */
const UNASKED_SHAPES = STORY_SHAPES.filter((s) => s !== 'visit' && s !== 'baby');

/** Words of an idea that name a journey's goal (GOALS, same order). */
const GOAL_WORDS: readonly RegExp[] = [
  /(?<!\bsand\s)\bcastles?\b/,
  /\bsea\b|\bbeach\b|\bocean\b|\bsand\s?castles?\b/,
  /\bsnow(y)?\b|\bhill\b/,
  /\bfarms?\b/,
];

/**
 * The story's thing and goal: the ones the idea names when it names one ("a lost kite" →
 * kite, "a trip to the castle" → the castle), else `drawn` (picked from the seed, so the
 * random source is used the same way either way).
 */
function namedOr<T>(idea: string, drawn: T, options: readonly T[], names: (option: T) => RegExp): T {
  const lower = idea.toLowerCase();
  return options.find((option) => names(option).test(lower)) ?? drawn;
}

/** "a" before a vowel sound of the story's own words becomes "an" ("an apple", "an owl"). */
function withArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');
}

/**
 * The beats of a story of `length` pages (4–16): a beginning, the problem, the middle
 * (helpers, with a try of the character's own after every second helper), the turn and the
 * ending; books of 8 pages or more open with two beginning pages.
 */
export function beatsFor(length: number): Beat[] {
  const opening: Beat[] = length >= 8 ? ['beginning', 'beginning', 'problem'] : ['beginning', 'problem'];
  const middle: Beat[] = [];
  for (let i = 0; middle.length < length - opening.length - 2; i++)
    middle.push(i % 3 === 2 ? 'try' : 'helper');
  return [...opening, ...middle, 'turn', 'ending'];
}

/** One page of a written story. */
export interface GrammarPage {
  beat: Beat;
  caption: string;
  /** What the sketchbook draws (words it understands). */
  scene: string;
}

/** A story as the grammar wrote it. */
export interface GrammarStory {
  title: string;
  shape: StoryShape;
  pages: GrammarPage[];
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The scene prompt for a line: the character in the pose, with a helper or thing, somewhere. */
function sceneFor(c: StoryCharacter, line: Line, place: Place, helper: string, thing: string): string {
  const other = line.with === 'helper' ? article(helper) : line.with === 'thing' ? article(thing) : '';
  const when = line.night ? ' at night' : '';
  if (c.saved) return `${other ? `${other} ` : ''}${place.at}${when}`;
  if (!c.person) {
    const withOther = other ? ` and ${other}` : '';
    return `${article(c.noun)}${withOther} ${place.at}${when}`;
  }
  const who = article(c.noun);
  const tail = other ? ` with ${other}` : '';
  switch (line.act) {
    case 'hold':
      // A baby is held in the arms, not stood beside a basket.
      if (line.with === 'helper' && helper === 'baby') return `${who} holding a baby ${place.at}${when}`;
      return `${who} holding ${line.with === 'thing' ? article(thing) : 'a basket'} ${place.at}${when}${line.with === 'helper' ? ` with ${other}` : ''}`;
    case 'reach':
      return line.with === 'thing'
        ? `${who} reaching for ${other} ${place.at}${when}`
        : `${who} reaching for an apple ${place.at}${when}${tail}`;
    case 'wave':
      return `${who} waving ${other ? `at ${other} ` : ''}${place.at}${when}`;
    case 'point':
      return `${who} pointing ${other ? `at ${other} ` : ''}${place.at}${when}`;
    case 'read':
      return `${who} reading a book ${place.at}${when}`;
    case 'plant':
      return `${who} planting a flower ${place.at}${when}${tail}`;
    case 'sleep':
      return `${who} sleeping in a bed${when || ' at night'}`;
    case 'sit':
      return `${who} sitting on a log ${place.at}${when}${tail}`;
    case 'run':
      return `${who} running ${place.at}${when}${tail}`;
    default:
      return `${who} walking ${place.at}${when}${tail}`;
  }
}

/**
 * Writes a story with the grammar (see the file comment). `length` 4–16 pages (clamped),
 * `audience` toddler keeps only the first sentence of a caption. Deterministic for the same
 * arguments and random source. Throws nothing.
 */
export function tellStory(
  idea: string,
  c: StoryCharacter,
  length: number,
  audience: 'toddler' | 'kids' | 'big-kids',
  rand: Random,
  characterWords = '',
): GrammarStory {
  const n = Math.max(4, Math.min(16, Math.round(length)));
  const shape = shapeFor(idea, rand);
  const lines = LINES[shape];
  const places = shuffled(rand, PLACES);
  const drawnHelpers = shuffled(rand, HELPERS);
  const listed = namedOr(
    idea,
    pick(rand, THINGS[shape]),
    THINGS[shape],
    (t) => new RegExp(`\\b(?:${t}|${plural(t)})\\b`),
  );
  const drawnGoal = namedOr(idea, pick(rand, GOALS), GOALS, (g) => GOAL_WORDS[GOALS.indexOf(g)]!);
  // What the idea names wins over what the seed drew: its own thing, its own place.
  const listedByIdea = THINGS[shape].some((t) =>
    new RegExp(`\\b(?:${t}|${plural(t)})\\b`).test(idea.toLowerCase()),
  );
  const thing = listedByIdea
    ? listed
    : (ideaThing(idea, shape, c.noun) ?? (shape === 'lost' ? lostWord(idea) : null) ?? listed);
  const thingDrawable = understandForPage(`a ${thing}`).things.length > 0;
  const named = namedPlace(idea);
  const goal = shape === 'journey' && named ? named : drawnGoal;
  // Helpers are never the hero's own kind nor the story's thing ("a rabbit asked a rabbit").
  // A visit's helper is the one visited, a new baby's the baby: drawn as the sketchbook can,
  // named in the captions as the idea says (VISITS).
  const visit = VISITS.find((v) => v.words.test(idea.toLowerCase()))!;
  const stays = shape === 'visit' || shape === 'baby';
  // Whoever the idea brings along ("dad and his son", "Ava and her dog") helps, not a stranger.
  const companions = stays ? [] : ideaCompanions(heroNamed(idea, c, characterWords), c, thing);
  const helpers =
    shape === 'visit'
      ? [visit.drawn]
      : shape === 'baby'
        ? ['baby']
        : companions.length > 0
          ? companions.map((k) => k.drawn)
          : drawnHelpers.filter((h) => h !== c.noun && h !== thing);
  const helperWord = (drawn: string) => (shape === 'visit' ? visit.caption : drawn);
  /** "A kind {H}", "the {H}" → "his son" for a companion the idea named so. */
  const companionRef = (text: string, drawn: string) => {
    const k = companions.find((x) => x.drawn === drawn);
    if (!k) return text;
    return text.replace(
      /\b([Aa]n?|[Tt]he) (?:(?:kind|hungry|little|shy|busy|friendly|wise|big) )?\{H\}/g,
      (_m, det: string) => (det[0] === det[0]!.toUpperCase() ? capital(k.ref) : k.ref),
    );
  };
  // The home place: where the story starts and ends (the named one, unless the idea names a
  // journey's goal); the middle moves on.
  // A visit and a new baby stay in one place, the town unless the idea names one (a dentist
  // is not in the jungle).
  const home =
    shape !== 'journey' && named
      ? named
      : shape === 'grow'
        ? PLACES[1]!
        : stays
          ? PLACES.find((p) => p.name === 'the town')!
          : places.find((p) => shape !== 'journey' || p.at !== goal.at)!;
  const used = new Map<Beat, number>();
  const start = new Map<Beat, number>(
    (Object.keys(lines) as Beat[]).map((b) => [b, Math.floor(rand() * lines[b].length)]),
  );
  let helperIndex = 0;
  let placeIndex = 1;
  const pages = beatsFor(n).map((beat): GrammarPage => {
    const k = used.get(beat) ?? 0;
    used.set(beat, k + 1);
    // The shared middle lines ("A {H} came along…") do not fit a visit or a baby.
    const options =
      (beat === 'helper' || beat === 'try') && !stays ? [...lines[beat], ...MORE[beat]] : lines[beat];
    const line = options[(start.get(beat)! + k) % options.length]!;
    // A lost thing is found, and a journey's goal seen, out in the world: a story or comic of
    // four pages otherwise drew three of them in one place, and a hero the sketchbook does not
    // pose (a robot, a dog) looked the same in every panel (2026-11-29). Growing, a party, the
    // dark, a friend, a visit and a baby turn at home.
    const middle =
      beat === 'helper' || beat === 'try' || (beat === 'turn' && (shape === 'lost' || shape === 'journey'));
    const place =
      beat === 'ending' && shape === 'journey'
        ? goal
        : middle && !stays && !(named && shape !== 'journey')
          ? places[placeIndex++ % places.length]!
          : home;
    const helper = helpers[helperIndex % helpers.length]!;
    if (beat === 'helper') helperIndex++;
    const fill = (text: string) =>
      companionRef(text, helper)
        .replaceAll('{N}', c.name)
        .replaceAll('{S}', capital(c.pronouns.subject))
        .replaceAll('{s}', c.pronouns.subject)
        .replaceAll('{o}', c.pronouns.object)
        .replaceAll('{p}', c.pronouns.possessive)
        .replaceAll('{H}', helperWord(helper))
        .replaceAll('{T}s', plural(thing))
        .replaceAll('{T}', thing)
        .replaceAll('in {P}', place.in ?? `in ${place.name}`)
        .replaceAll('{P}', place.name)
        .replaceAll('{G}', goal.name);
    let caption = withArticles(capital(fill(line.text)));
    if (audience === 'toddler') caption = firstSentence(caption);
    // A thing the page cannot draw ("a tooth") is told, not drawn: its line is posed without it
    // (a figure "holding" nothing was drawn as a bust, the sixth story panel, 2026-11-29).
    const drawn =
      line.with === 'thing' && !thingDrawable
        ? {
            ...line,
            with: undefined,
            act: line.act === 'hold' || line.act === 'reach' ? ('wave' as const) : line.act,
          }
        : line;
    return { beat, caption, scene: sceneFor(c, drawn, place, helper, thing) };
  });
  tellPremise(pages, premiseClauses(idea, c, characterWords), c, audience, shape);
  const drawnTitle = fill2(pick(rand, TITLES[shape]), c.name, thing, goal.name).replaceAll(
    '{H}',
    capital(helperWord(helpers[0]!)),
  );
  const title = ideaTitle(heroNamed(idea, c, characterWords)) ?? drawnTitle;
  return { title, shape, pages };
}

/** Small words a title keeps in lower case inside it. */
const TITLE_SMALL = new Set([
  'a',
  'an',
  'the',
  'and',
  'to',
  'of',
  'at',
  'in',
  'on',
  'for',
  'with',
  'or',
  'but',
  'by',
]);

/**
 * A short idea is the book's title, as picture books are named ("Sam Learns to Ride His
 * Bike", "Aisha's First Day at the Beach"): at most seven words, each capitalised but the
 * small ones inside. Null for a longer idea (the grammar's title then).
 */
function ideaTitle(idea: string): string | null {
  const words = idea
    .trim()
    .replace(/[.!]+$/, '')
    .split(/\s+/);
  if (words.length > 7 || words.length < 2 || /[?"]/.test(idea)) return null;
  return words
    .map((w, i) =>
      i > 0 && TITLE_SMALL.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}

/** Longest caption, characters (contracts CAPTION_MAX_CHARS: the band at a page's foot). */
const CAPTION_MAX = 140;

/**
 * Puts the idea's own sentences (premise.ts) on the pages that tell them: the first on the
 * first page, a "but"/"until" sentence on the turn, the last of two or more on the ending
 * ("In the end, Leo learned how to be a big brother."), any other on the problem. The page
 * keeps its grammar scene with the sentence's drawable things added ("a girl … with a cake").
 * A sentence too long for the caption band is left out, and its page keeps its grammar line.
 * Changes `pages` in place.
 */
function tellPremise(
  pages: GrammarPage[],
  clauses: readonly PremiseClause[],
  c: StoryCharacter,
  audience: 'toddler' | 'kids' | 'big-kids',
  shape: StoryShape,
): void {
  const free = new Set(pages.keys());
  const put = (beat: Beat, clause: PremiseClause, text = clause.text) => {
    const at = pages.findIndex((p, i) => p.beat === beat && free.has(i));
    if (at < 0 || text.length > CAPTION_MAX) return;
    free.delete(at);
    const page = pages[at]!;
    page.caption = audience === 'toddler' ? firstSentence(text) : text;
    // What is lost is not drawn on the page that loses it ("but the dog runs off").
    const extras =
      shape === 'lost' && beat === 'problem'
        ? []
        : clauseThings(clause.words, c).filter((t) => !page.scene.includes(t));
    if (extras.length > 0) page.scene += ` with ${extras.map(article).join(' and ')}`;
  };
  const [first, ...rest] = clauses;
  if (!first) return;
  // A story of learning starts with the wish and ends with the skill: "Sam learns to ride his
  // bike" → "Sam wanted to learn to ride his bike." … "Now Sam can ride his bike!"
  const skill = shape === 'learn' ? /^(.+?) learned (?:how )?to (.+?)\.$/.exec(first.text) : null;
  if (skill) {
    put('beginning', first, `${skill[1]} wanted to learn to ${skill[2]}.`);
    if (rest.length === 0) put('ending', first, `Now ${skill[1]} can ${skill[2]}!`);
  } else put('beginning', first);
  // Told in the idea's order: what comes before the turn is the problem, the last sentence
  // after it (or the last of all, when none turns) the ending.
  // A "but" turns the story only after its trouble is told ("… is scared, but the barber
  // makes it fun"); right after a happy start it is the trouble ("takes her dog to the park,
  // but the dog runs off"). "Until" always turns it.
  const troubled = (k: PremiseClause) => TROUBLE.test(k.words.toLowerCase());
  const turnAt = rest.findIndex(
    (k, i) => k.link === 'until' || (k.link !== 'and' && (i > 0 || troubled(first))),
  );
  const lastAt = rest.length - 1;
  for (const [i, k] of rest.entries()) {
    if (i === turnAt) put('turn', k);
    else if (i === lastAt && k.link === 'and' && !troubled(k) && (turnAt < 0 || i > turnAt))
      put('ending', k, `In the end, ${lowerLead(k.text)}`);
    else put('problem', k);
  }
}

/** Someone the idea brings along: drawn as `drawn`, called `ref` in the captions. */
interface Companion {
  /** The sketchbook's word ("son", "child", "dog"). */
  drawn: string;
  /** In a caption: "his son", "her dog", "the fairy". */
  ref: string;
}

/**
 * The people and animals an idea names beside the hero, who help on the helper pages:
 * "dad and his son build a rocket" → his son, "Ava and her dog go to the beach" → her dog.
 * A person, or an animal named with a possessive ("her dog"); never the hero, the story's
 * thing ("her lost cat" is lost, not a helper), a word the reader only implied, or what the
 * hero is ("Sam's mom is a firefighter"). At most two, in the idea's order.
 */
function ideaCompanions(idea: string, c: StoryCharacter, thing: string): Companion[] {
  const lower = idea.toLowerCase();
  const tags = partsOfSpeech(idea);
  const out: Companion[] = [];
  for (const t of understandForPage(idea).things) {
    const w = t.words?.toLowerCase();
    const kind = t.candidates[0]?.kind;
    if (!w || t.implied || (kind !== 'person' && kind !== 'animal')) continue;
    if (
      t.term === c.noun ||
      w === c.noun ||
      w === thing ||
      t.term === thing ||
      c.name.toLowerCase().includes(w)
    )
      continue;
    if (w.split(' ').some((part) => tags.get(part)?.pos !== 'NOUN')) continue;
    // The word before it, or before its describing word ("her new friend" → her).
    const before = wordsBefore(lower, w);
    const det = (tags.get(before.at(-1) ?? '')?.pos === 'ADJ' ? before.at(-2) : before.at(-1)) ?? '';
    // "is a firefighter" says what the hero is; "a baby brother" is the baby the page draws.
    if (new RegExp(`\\b(?:is|was|are|be)\\s+(?:a|an|the)\\s+(?:\\w+\\s+)?${w}\\b`).test(lower)) continue;
    const possessive = ['his', 'her', 'their', 'my', 'our', 'its'].includes(det);
    if (kind === 'animal' && !possessive) continue;
    if (
      !possessive &&
      !['a', 'an', 'the', 'new', 'best', 'old'].includes(det) &&
      tags.get(det)?.pos !== 'ADJ'
    )
      continue;
    const named = possessive
      ? `${det === 'my' || det === 'our' ? c.pronouns.possessive : det} ${w}`
      : `the ${w}`;
    // Several ("the kids", "his friends"): one of them helps, so "was" and "said" agree.
    const ref = t.count > 1 || (w.endsWith('s') && w !== t.term) ? `one of ${named}` : named;
    if (!out.some((k) => k.drawn === t.term)) out.push({ drawn: t.term, ref });
    if (out.length === 2) break;
  }
  return out;
}

/** Words that tell a story's trouble (an idea's sentence that says it is the problem). */
const TROUBLE =
  /\b(?:scared|afraid|nervous|worried|shy|sad|lost|loses|losing|can't|cannot|won't|doesn't|does not|angry|lonely|alone|missing|sick|hurt|cries|crying|left out|teased|different|only)\b/;

/** The words of `lower` before the first whole-word `w` ("her new friend", "friend" → her, new). */
function wordsBefore(lower: string, w: string): string[] {
  const at = new RegExp(`\\b${escapeRegExp(w)}\\b`).exec(lower)?.index ?? 0;
  return lower.slice(0, at).trim().split(/\s+/).filter(Boolean);
}

/** A sentence's first word in lower case when it is a pronoun or an article ("She was" → "she was"; "Leo" stays). */
function lowerLead(text: string): string {
  return text.replace(/^(?:She|He|They|It|We|The|A|An|Our|My|His|Her|Their|But|Then|So)\b/, (w) =>
    w.toLowerCase(),
  );
}

/**
 * The things a sentence of the idea names that the sketchbook draws, up to two, for its
 * page's scene: not the hero, not a word the reader only implied, and named after an
 * article, a possessive or a describing word ("a cardboard rocket", "her lost cat"), so a
 * verb ("fly") or a name ("Rosa") is never drawn.
 */
const DETERMINERS = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'my', 'our', 'its', 'some', 'your']);

function clauseThings(words: string, c: StoryCharacter): string[] {
  const lower = words.toLowerCase();
  const tags = partsOfSpeech(words);
  const out: string[] = [];
  for (const thing of understandForPage(words).things) {
    const w = thing.words?.toLowerCase();
    if (!w || thing.implied || thing.term === c.noun || w === c.noun || w === c.name.toLowerCase()) continue;
    if (w.split(' ').some((part) => tags.get(part)?.pos !== 'NOUN')) continue;
    const before = wordsBefore(lower, w).at(-1) ?? '';
    // "next door" is where, not a door; a "baby brother" is the baby the page draws.
    if (before === 'next' || before === 'baby') continue;
    // What the hero is, said beside its name ("Luna the little dragon"), is the hero (a saved
    // character's page drew a second dragon beside it, 2026-11-29).
    const name = escapeRegExp(c.name.toLowerCase());
    if (new RegExp(`\\b${name},?\\s+(?:the|a|an)\\s+(?:[\\w'-]+\\s+){0,2}${w}\\b`).test(lower)) continue;
    const named = DETERMINERS.has(before) || ['ADJ', 'NOUN', 'NUM'].includes(tags.get(before)?.pos ?? '');
    if (!named || thing.candidates[0]?.kind === 'sky') continue;
    const plural = thing.count > 1 || w !== thing.term || (/[^su]s$/.test(w) && tags.get(w)?.pos === 'NOUN');
    out.push(plural ? singular(w) : w);
    if (out.length === 2) break;
  }
  return out;
}

/**
 * The English plural of a story thing: "strawberry" → "strawberries", "box" → "boxes", else
 * "+s" ("apple" → "apples", "teddy bear" → "teddy bears"). Story things are the grammar's own
 * nouns (THINGS), and these rules cover every one of them (tested).
 */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** A title with its words capitalised, "the" kept small inside it ("Luna Goes to the Castle"). */
function fill2(text: string, name: string, thing: string, goal: string): string {
  const titleCase = (s: string) =>
    s.replace(/(^|\s)(\p{Ll})/gu, (_m, sp: string, l: string) => sp + l.toUpperCase());
  const filled = text
    .replaceAll('{N}', name)
    .replaceAll('{T}s', titleCase(plural(thing)))
    .replaceAll('{T}', titleCase(thing))
    .replaceAll('{G}', titleCase(goal));
  return withArticles(capital(filled.replace(/ The /g, ' the ')));
}

function firstSentence(text: string): string {
  const m = text.match(/^.*?[.!?](?=\s|$)/);
  return m ? m[0] : text;
}
