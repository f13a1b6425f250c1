/**
 * The idea's own sentences in a story book (issue 33): "Maya gets her very first haircut at
 * the barber shop and is a little scared of the buzzing clippers, but the barber makes it
 * fun" becomes three captions told in the past, as the grammar's lines are: "Maya got her
 * very first haircut at the barber shop." / "She was a little scared of the buzzing
 * clippers." / "But the barber made it fun." The grammar places them on the beginning, the
 * problem, the turn and the ending (grammar.ts), so the book tells the story the parent
 * asked for. Found missing by the third character panel (2026-11-29): no book of ten told its
 * idea; the captions never said it.
 *
 * The parts of speech and lemmas are wink-nlp's (nouns.ts); the past tense is the irregular
 * verbs below or the regular English spelling rules. Nothing is thrown: an idea with no verb
 * ("Aisha's first day at the beach") has no clauses.
 */

import { escapeRegExp } from '../sketchbook/grammar';
import { nlp } from '../sketchbook/nouns';
import type { StoryCharacter } from './character';

/** One sentence of the idea, ready for a caption. */
export interface PremiseClause {
  /** The caption: capitalised, past tense, the hero by name, ending in a full stop. */
  text: string;
  /** How the clause was joined to the one before: "but" and "until" mark the story's turn. */
  link: 'start' | 'and' | 'but' | 'until' | 'so' | 'then';
  /** The clause as the idea wrote it (present tense), for the scene's things. */
  words: string;
}

/**
 * Past tenses that do not add "-ed" (the common irregular English verbs; the verbs of
 * children's story ideas: get, go, come, find, lose, make, build, fly…).
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  be: 'was',
  have: 'had',
  do: 'did',
  go: 'went',
  get: 'got',
  come: 'came',
  make: 'made',
  find: 'found',
  lose: 'lost',
  leave: 'left',
  take: 'took',
  give: 'gave',
  build: 'built',
  fly: 'flew',
  ride: 'rode',
  swim: 'swam',
  sleep: 'slept',
  eat: 'ate',
  see: 'saw',
  meet: 'met',
  run: 'ran',
  win: 'won',
  read: 'read',
  sing: 'sang',
  draw: 'drew',
  throw: 'threw',
  catch: 'caught',
  bring: 'brought',
  buy: 'bought',
  teach: 'taught',
  think: 'thought',
  feel: 'felt',
  keep: 'kept',
  begin: 'began',
  hide: 'hid',
  fall: 'fell',
  grow: 'grew',
  know: 'knew',
  sit: 'sat',
  stand: 'stood',
  tell: 'told',
  say: 'said',
  wear: 'wore',
  write: 'wrote',
  dig: 'dug',
  spend: 'spent',
  light: 'lit',
  hold: 'held',
  shine: 'shone',
  blow: 'blew',
  wake: 'woke',
  become: 'became',
  forget: 'forgot',
  put: 'put',
  cut: 'cut',
  let: 'let',
  hurt: 'hurt',
  shut: 'shut',
  set: 'set',
  send: 'sent',
  lend: 'lent',
  bend: 'bent',
  spin: 'spun',
  swing: 'swung',
  sting: 'stung',
  stick: 'stuck',
  dream: 'dreamed',
  learn: 'learned',
  hear: 'heard',
  sell: 'sold',
  shake: 'shook',
  slide: 'slid',
  speak: 'spoke',
  steal: 'stole',
  feed: 'fed',
  fight: 'fought',
  choose: 'chose',
  break: 'broke',
  bite: 'bit',
  freeze: 'froze',
  drive: 'drove',
  drink: 'drank',
  mean: 'meant',
  pay: 'paid',
  lay: 'laid',
  lie: 'lay',
  can: 'could',
  will: 'would',
  // Already past, or past enough for a story ("'d love", "could only").
  would: 'would',
  could: 'could',
  should: 'should',
  might: 'might',
  must: 'must',
  may: 'might',
  shall: 'should',
};

/** Verbs the tagger reads as another part of speech in ideas ("and pretend to fly", "goes on"). */
const ALSO_VERBS = new Set([
  'pretend',
  'go',
  'plant',
  'wait',
  'visit',
  'help',
  'bake',
  'paint',
  'learn',
  'play',
  'dance',
  'camp',
  'picnic',
  'race',
  'swim',
  'travel',
  'share',
  'try',
  'move',
  'start',
  'fly',
]);

/** A sentence of the idea that asks for the book rather than telling the story. */
const REQUEST =
  /\b(?:story|book|tale|page)s?\s+(?:where|about|in which|that)\b|\bI(?:'d| would) (?:love|like)\b|\bplease\b|\bcan you\b/i;

/** Modal verbs: the verb after one keeps its form ("could only blow"). */
const MODALS = new Set([
  'can',
  'will',
  'may',
  'must',
  'should',
  'would',
  'could',
  'might',
  'shall',
  'wo',
  'ca',
]);

/** Words that open a clause of its own inside a sentence, whose verb also goes in the past. */
const SUBORDINATORS = new Set(['who', 'that', 'because', 'before', 'after', 'when', 'while', 'if', 'since']);

/** Verbs after which a bare verb is not finite ("helps the neighbour find", "makes it fun"). */
const CAUSATIVE = new Set(['help', 'make', 'let', 'watch', 'see', 'hear', 'have']);

/** Words that start a new clause when a subject or a verb follows them. */
const LINKS: ReadonlyMap<string, PremiseClause['link']> = new Map([
  ['and', 'and'],
  ['but', 'but'],
  ['until', 'until'],
  ['so', 'so'],
  ['then', 'then'],
]);

/**
 * The past tense of a verb from its lemma: IRREGULAR, else English spelling ("bake" →
 * "baked", "carry" → "carried", "stop" → "stopped", "visit" → "visited", "play" → "played").
 */
export function pastTense(lemma: string): string {
  const irregular = IRREGULAR[lemma];
  if (irregular) return irregular;
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  // One syllable, a short vowel between consonants: the last consonant doubles ("hug", "shop").
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(lemma)) return `${lemma}${lemma.at(-1)}ed`;
  return `${lemma}ed`;
}

interface Token {
  word: string;
  lower: string;
  pos: string;
  lemma: string;
}

/** Is the token a verb that carries the clause's tense (not "to fly", not "going", not "find" after "helps the neighbour")? */
function isFiniteVerb(
  tokens: readonly Token[],
  i: number,
  clauseStart: number,
  hasVerb: boolean,
  finite: { count: number; last: number } = { count: 0, last: -1 },
): boolean {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  if (prev?.lower === 'to') return false;
  // After a modal, over any adverb between ("can only blow"), a verb keeps its form.
  let back = i - 1;
  while (back > clauseStart && tokens[back]!.pos === 'ADV') back--;
  if (MODALS.has(tokens[back]?.lower ?? '')) return false;
  // A modal carries the tense wherever it stands ("scared nobody will want" → "would").
  if (['can', 'will', 'may', 'shall'].includes(t.lower) && t.pos !== 'NOUN') return true;
  // A participle ("going", "scared") is no verb of its own.
  if (t.lower.endsWith('ing') || t.lower.endsWith('ed')) return false;
  // A verb the tagger missed: not after an article, nor after a describing word unless the
  // clause's "who …" part is over ("an owl who is afraid of the dark goes on …").
  const afterWho = hasVerb && tokens.slice(clauseStart, i).some((u) => SUBORDINATORS.has(u.lower));
  const verbish =
    t.pos === 'VERB' ||
    t.pos === 'AUX' ||
    (ALSO_VERBS.has(t.lemma) && prev?.pos !== 'DET' && (prev?.pos !== 'ADJ' || afterWho)) ||
    (afterWho && IRREGULAR[t.lemma] !== undefined && t.lower !== t.lemma && prev?.pos !== 'DET');
  if (!verbish) return false;
  if (t.pos === 'AUX' && ['have', 'do'].includes(t.lemma) && tokens[i + 1]?.pos === 'VERB') return true;
  // The bare verb after a causative ("helps the old neighbour find her cat") keeps its form.
  if (hasVerb && tokens.slice(clauseStart, i).some((u) => CAUSATIVE.has(u.lemma) && u.pos !== 'NOUN'))
    return false;
  if (!hasVerb) return true;
  // A clause of its own after the last verb ("… because he is", "a girl who likes") has its verb.
  if (tokens.slice(finite.last + 1, i).some((u) => SUBORDINATORS.has(u.lower))) return true;
  // The main verb after a "who …" part ("an owl who is afraid of the dark goes on"): one, not
  // every verb after it ("who can only blow bubbles feels left out": not "left").
  return finite.count === 1 && tokens.slice(clauseStart, finite.last).some((u) => u.lower === 'who');
}

/** The past form of a finite verb token ("gets" → "got", "is" → "was", "are" → "were"). */
function pastOf(t: Token): string {
  if (t.lower === 'are' || t.lower === 'were') return 'were';
  if (t.lower === 'am') return 'was';
  if (t.lower === "'s") return 'was';
  return pastTense(t.lemma);
}

/**
 * Does the subject before `i` in the clause name more than one (so a clause that goes on
 * without one is "they": "dad and his son build … and pretend …")?
 */
function pluralSubject(tokens: readonly Token[], from: number, to: number): boolean {
  return (
    tokens.slice(from, to).some((t) => t.lower === 'and') ||
    tokens.slice(from, to).some((t) => t.lower === 'we')
  );
}

/**
 * The idea told as past-tense caption sentences (see the file comment). The hero is named:
 * a noun of the character's words that the idea uses ("a puppy helps …" with "Biscuit, a
 * fluffy golden puppy" → "Biscuit helped …"), or the hero is the subject of an idea that
 * starts with a verb ("moving to a new house" → "Pip moved to a new house."). A clause
 * without its own subject takes a pronoun ("She was a little scared …"). At most four
 * clauses (the beats that take them); an idea with no verb gives none.
 */
export function premiseClauses(idea: string, c: StoryCharacter, characterWords: string): PremiseClause[] {
  // "but then" is one link ("…, but then his bubbles save the day").
  const text = heroNamed(
    idea
      .trim()
      .replace(/^(?:a |the )?(?:story|book|tale) (?:about|of) /i, '')
      .replace(/\b(and|but|so),?\s+then\b/gi, '$1'),
    c,
    characterWords,
  );
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(nlp.its.pos);
  const lemmas = doc.tokens().out(nlp.its.lemma as typeof nlp.its.pos);
  const tokens: Token[] = words.map((word, i) => ({
    word,
    lower: word.toLowerCase(),
    pos: tags[i]!,
    lemma: lemmas[i]!.toLowerCase(),
  }));
  // Split into clauses: at a link word (or a comma) followed by a verb, or by a subject whose clause has a verb.
  const clauses: { from: number; to: number; link: PremiseClause['link'] }[] = [];
  // Link words kept inside a sentence whose "who …" part they close (dropped, a comma instead).
  const merged = new Set<number>();
  let from = 0;
  let link: PremiseClause['link'] = 'start';
  const clauseHasVerb = (a: number, b: number) =>
    tokens.slice(a, b).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || ALSO_VERBS.has(t.lemma));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const linkWord = LINKS.get(t.lower);
    if (!linkWord || i === from) continue;
    if (!clauseHasVerb(from, i)) continue;
    // "he and his friends go": a subject of two, not two clauses.
    if (linkWord === 'and' && /^(?:he|she|they|i|we|you)$/.test(tokens[i - 1]!.lower)) continue;
    // "a dragon who can only blow bubbles, and ends up saving …": the part before has no
    // verb of its own outside "who …", so it is the subject of what follows.
    const who = tokens.slice(from, i).findIndex((u) => u.lower === 'who');
    if (who >= 0 && !clauseHasVerb(from, from + who)) {
      const verbs = tokens.slice(from + who, i).filter((u) => u.pos === 'VERB' || u.pos === 'AUX');
      if (verbs.every((u) => !mainVerbAfterWho(tokens, from + who, u))) {
        merged.add(i);
        continue;
      }
    }
    // What follows must be a clause: a verb, or a subject and then a verb before the next link.
    const next = tokens[i + 1];
    if (!next) continue;
    // The next link word that links ("so happy" is no "so").
    let end = tokens.findIndex(
      (u, k) =>
        k > i &&
        LINKS.has(u.lower) &&
        !['ADJ', 'ADV'].includes(tokens[k + 1]?.pos ?? '') &&
        !(u.lower === 'and' && /^(?:he|she|they|i|we|you)$/.test(tokens[k - 1]!.lower)),
    );
    if (end < 0) end = tokens.length;
    // One word after "and" is no clause of its own ("hide and seek", "up and down").
    if (!clauseHasVerb(i + 1, end) || end - (i + 1) < 2) continue;
    let to = i;
    while (to > from && tokens[to - 1]!.pos === 'PUNCT') to--;
    clauses.push({ from, to, link });
    from = i + 1;
    link = linkWord;
  }
  clauses.push({ from, to: tokens.length, link });
  if (!clauses.some((k) => clauseHasVerb(k.from, k.to))) return [];
  const pronoun = c.pronouns.subject;
  const out: PremiseClause[] = [];
  let firstSubjectPlural = false;
  for (const [n, k] of clauses.entries()) {
    const parts: string[] = [];
    let hasVerb = false;
    let sawWho = false;
    const finite = { count: 0, last: -1 };
    for (let i = k.from; i < k.to; i++) {
      const t = tokens[i]!;
      if (t.pos === 'PUNCT' && t.word !== "'s" && i === k.to - 1) continue;
      if (merged.has(i)) {
        if (parts.length > 0 && !parts[parts.length - 1]!.endsWith(',')) parts[parts.length - 1] += ',';
        continue;
      }
      let word = t.word;
      const gerundStart = i === k.from && t.lower.endsWith('ing') && t.pos === 'VERB';
      if (gerundStart) {
        // "losing a tooth and leaving it out" → "Aisha lost a tooth." / "She left it out."
        parts.push(n === 0 ? c.name : pronoun);
        word = pastTense(t.lemma);
        hasVerb = true;
        finite.count++;
        finite.last = i;
      } else if (isFiniteVerb(tokens, i, k.from, hasVerb, finite)) {
        finite.count++;
        finite.last = i;
        if (!hasVerb && i === k.from) {
          // The clause goes on without a subject: "… and is a little scared" → "She was …".
          const plural =
            n > 0 && (firstSubjectPlural || pluralSubject(tokens, clauses[n - 1]!.from, clauses[n - 1]!.to));
          parts.push(plural ? 'they' : pronoun);
        }
        // Commas around "who …": "Ollie, who was afraid of the dark, went on …".
        if (hasVerb && sawWho && parts.length > 0) parts[parts.length - 1] += ',';
        word = pastOf(t);
        if (t.pos === 'AUX' && t.lemma === 'be' && /^(?:they|we|you)$/i.test(parts.at(-1) ?? ''))
          word = 'were';
        if (t.lower === 'are') word = 'were';
        hasVerb = true;
      } else if (t.lower === 'who' && i > k.from) {
        sawWho = true;
        if (parts.length > 0) parts[parts.length - 1] += ',';
      }
      if (n === 0 && !hasVerb) firstSubjectPlural = pluralSubject(tokens, k.from, i + 1);
      parts.push(word);
    }
    const sentence = parts
      .join(' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .replace(/\s+('s|n't|'ll|'re|'ve|'d|'m)\b/g, '$1')
      // A hyphen inside a word stays one ("check-up"); one between words is a dash.
      .replace(/\s*-\s*/g, (dash, offset: number, whole: string) => {
        const a = /\S+$/.exec(whole.slice(0, offset))?.[0] ?? '';
        const b = /^\S+/.exec(whole.slice(offset + dash.length))?.[0] ?? '';
        return text.includes(`${a}-${b}`) ? '-' : ' – ';
      })
      .replace(/,+/g, ',')
      .trim();
    // The parent's request about the book is not the story ("so I'd love a story where he …").
    if (!sentence || REQUEST.test(sentence)) continue;
    const lead = k.link === 'but' ? 'But ' : k.link === 'until' ? 'Then ' : k.link === 'so' ? 'So ' : '';
    const body = lead ? sentence : capitalFirst(sentence);
    out.push({
      text: `${lead}${body}`.replace(/[.!?]*$/, (end) => end || '.'),
      link: k.link,
      words: tokens
        .slice(k.from, k.to)
        .map((t) => t.word)
        .join(' '),
    });
  }
  return out.slice(0, 4);
}

/**
 * Is `verb` the main verb after a "who …" part (a second finite verb after the who-verb,
 * "an owl who is afraid goes on"), not the who-part's own verb?
 */
function mainVerbAfterWho(tokens: readonly Token[], whoAt: number, verb: Token): boolean {
  const at = tokens.indexOf(verb);
  const before = tokens.slice(whoAt + 1, at).filter((u) => u.pos === 'VERB' || u.pos === 'AUX');
  return before.length > 0 && !MODALS.has(before.at(-1)!.lower) && tokens[at - 1]?.lower !== 'to';
}

function capitalFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The idea with the hero named: the first noun phrase of the idea whose noun is the
 * character's ("a puppy", "the little owl", "a shy turtle") becomes the name; "dad" becomes
 * "Dad". Unchanged when the idea already names the hero or has no such phrase.
 */
export function heroNamed(idea: string, c: StoryCharacter, characterWords: string): string {
  // "my son lost his first tooth …": a parent's own child is the hero.
  if (c.person && /^(?:boy|girl|kid|child|baby)$/.test(c.noun)) {
    const own =
      /\b(?:my|our) (?:little |youngest |oldest |eldest )?(?:son|daughter|kid|child|boy|girl|toddler|little one)\b/i;
    if (own.test(idea)) return idea.replace(own, c.name);
  }
  // "She builds a rocket …": the idea speaks of the hero as she, he or they.
  const pronoun = /^(?:she|he|they)\b/i.exec(idea);
  if (pronoun && pronoun[0].toLowerCase() === c.pronouns.subject)
    return `${c.name}${idea.slice(pronoun[0].length)}`;
  const name = escapeRegExp(c.name);
  const byName = new RegExp(`\\b${name}\\b`, 'i');
  if (byName.test(idea)) return idea.replace(byName, c.name);
  const nouns = new Set([c.noun, ...nlpNouns(characterWords)]);
  for (const noun of nouns) {
    const phrase = new RegExp(
      `\\b(?:a|an|the|our|my|your|one)\\s+(?:[\\p{L}'-]+\\s+){0,3}?${escapeRegExp(noun)}\\b`,
      'iu',
    );
    if (phrase.test(idea)) return idea.replace(phrase, c.name);
  }
  return idea;
}

/**
 * The nouns of the character's first noun phrase, the head first: "Ollie, a baby owl with huge
 * round eyes" → owl, baby (not "eyes": a dinosaur on a t-shirt is not the hero).
 */
function nlpNouns(words: string): string[] {
  const doc = nlp.readDoc(words);
  const tags = doc.tokens().out(nlp.its.pos);
  const all = doc.tokens().out();
  const nouns: string[] = [];
  let started = false;
  for (const [i, w] of all.entries()) {
    const tag = tags[i]!;
    if (tag === 'DET') started = true;
    else if (started && (tag === 'ADP' || tag === 'CCONJ' || tag === 'PRON' || tag === 'PUNCT')) break;
    else if (started && tag === 'NOUN') nouns.push(w.toLowerCase());
  }
  return nouns.reverse();
}
