/**
 * Story books (issue 33): from one idea, a main character, an audience and a length, a
 * title and one short caption per page with a scene the engine draws, the character the
 * same on every page. Offline: the story grammar (grammar.ts). The server checks every
 * caption for kid safety before a page is drawn.
 */

import { escapeRegExp } from '../sketchbook/grammar';
import { hashString, mulberry32 } from '../sketchbook/random';
import type { Audience, StoryCast } from '../types';
import { readCharacter, type StoryCharacter } from './character';
import { type Beat, type StoryShape, tellStory } from './grammar';

export { readCharacter, type StoryCharacter } from './character';
export { type Beat, STORY_SHAPES, type StoryShape } from './grammar';

/** Shortest and longest story book, pages (issue 33: "a length (4–16 pages)"). */
export const STORY_MIN_PAGES = 4;
export const STORY_MAX_PAGES = 16;

/** What a story is written from. */
export interface StoryRequest {
  /** The idea, e.g. "Luna the little dragon learns to share" (1–300 characters). */
  idea: string;
  /**
   * The main character: words ("Luna, a little dragon", "a girl with a red kite"), or a
   * saved character by name (`saved: true`, its picture is drawn on every page).
   */
  character: { words: string; saved?: boolean };
  audience: Audience;
  /** Pages, 4–16. */
  length: number;
  /** Same request and seed → same story. Default 1. */
  seed?: number;
}

/** One page of a story. */
export interface StoryPage {
  /** 1-based. */
  number: number;
  beat: Beat;
  /** One short sentence or two for early readers. */
  caption: string;
  /** The scene prompt the page is drawn from (words the sketchbook draws). */
  scene: string;
}

/** A written story. */
export interface Story {
  title: string;
  shape: StoryShape;
  /** The character's name in the captions, e.g. "Luna". */
  hero: string;
  /** Pass with every page (PageRequest.cast): the same figure on every page. */
  cast: StoryCast;
  pages: StoryPage[];
  /** Who wrote it: the offline grammar, or a text model (story/openai.ts). */
  writer: 'grammar' | 'openai';
  /** Why the text model's outline was not used (story/openai.ts; the grammar wrote it). For logs. */
  fallbackReason?: string;
}

/**
 * Writes a story offline with the grammar (grammar.ts). Deterministic for a request.
 * @throws RangeError when `length` is outside 4–16 or the idea is empty.
 */
export function writeStory(req: StoryRequest): Story {
  const idea = req.idea.trim();
  if (idea.length === 0) throw new RangeError('A story needs an idea.');
  if (!Number.isInteger(req.length) || req.length < STORY_MIN_PAGES || req.length > STORY_MAX_PAGES)
    throw new RangeError(`A story book has ${STORY_MIN_PAGES}–${STORY_MAX_PAGES} pages.`);
  const seed = Number.isFinite(req.seed) ? Math.trunc(req.seed as number) : 1;
  const character = characterOf(req.character, idea, seed);
  const rand = mulberry32(hashString(`${idea}|${req.character.words}`) ^ Math.imul(seed, 0x9e3779b1));
  const told = tellStory(idea, character, req.length, req.audience, rand, req.character.words);
  return {
    title: told.title,
    shape: told.shape,
    hero: character.name,
    cast: character.cast,
    pages: told.pages.map((p, i) => ({ number: i + 1, ...p })),
    writer: 'grammar',
  };
}

/** The character from its words; empty words take the idea's ("Luna the little dragon learns…"). */
export function characterOf(c: StoryRequest['character'], idea: string, seed: number): StoryCharacter {
  const words = c.words.trim() || idea;
  const read = readCharacter(words, seed);
  if (!c.saved && read.noun === 'kid' && !/\b(?:kid|child)\b/i.test(words)) {
    // A name alone ("Ollie") that the idea describes ("Ollie the owl loses his scarf").
    const escaped = escapeRegExp(read.name);
    const said = new RegExp(
      `\\b${escaped},?\\s+(?:the|a|an)\\s+((?:[\\p{L}']+\\s+){0,2}[\\p{L}']+)`,
      'iu',
    ).exec(idea);
    const again = said ? readCharacter(`${read.name} the ${said[1]}`, seed) : null;
    if (again && again.noun !== 'kid') return again;
  }
  if (!c.saved) return read;
  return { ...read, name: words, person: false, saved: true, cast: { term: '' } };
}
