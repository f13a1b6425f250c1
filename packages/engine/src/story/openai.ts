/**
 * Story books with a key (issue 33: "With a key: a text model through the OpenAI API writes
 * the outline in a fixed JSON shape, validated, then checked for kid safety; the offline
 * grammar is the fallback"). One Chat Completions request with Structured Outputs
 * (`response_format: { type: 'json_schema', strict: true }`,
 * https://platform.openai.com/docs/guides/structured-outputs) through the official `openai`
 * SDK; the answer is parsed and validated with zod ({@link outlineSchema}), every text is
 * checked for kid safety, and on any failure the grammar's story (writeStory) is returned
 * with `writer: 'grammar'` and the reason in `fallbackReason`.
 */
import {
  CAPTION_MAX_CHARS,
  DEFAULT_OPENAI_TEXT_MODEL,
  STORY_TITLE_MAX_CHARS,
} from '@inkling/contracts/story';
import { checkPrompt } from '@inkling/safety';
import OpenAI from 'openai';
import { z } from 'zod';
import { escapeRegExp } from '../sketchbook/grammar';
import type { Audience } from '../types';
import { beatsFor } from './grammar';
import { characterOf, type Story, type StoryRequest, writeStory } from './index';

/** Default per-request timeout of the outline, ms: a short outline takes a few seconds; a person is waiting. */
export const DEFAULT_STORY_TIMEOUT_MS = 30_000;
/** Default retries of the outline request on 429/5xx/timeouts (the SDK's backoff). */
export const DEFAULT_STORY_MAX_RETRIES = 1;
/** Longest hero name, characters (a name, not a sentence). */
export const STORY_HERO_MAX_CHARS = 40;
/** Longest scene prompt, characters (a short drawing prompt; PageRequest.prompt allows 2,000). */
export const STORY_SCENE_MAX_CHARS = 300;

/** How the outline writer reaches the API and checks what it wrote. */
export interface OpenAIStoryOptions {
  apiKey: string;
  /** OpenAI-compatible server; default the official API. */
  baseURL?: string;
  /** The text model; default DEFAULT_OPENAI_TEXT_MODEL (contracts/story). */
  model?: string;
  /** Per-request timeout, ms. Default {@link DEFAULT_STORY_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Retries on 429/5xx/timeouts. Default {@link DEFAULT_STORY_MAX_RETRIES}. */
  maxRetries?: number;
  /**
   * The kid-safety check of the written texts (title, hero, captions, scenes): true when all
   * may be shown. Default: @inkling/safety `checkPrompt` on each text, without the learned
   * layer (trained on what people type, it refuses the app's own sentences; docs/safety.md).
   * The server passes its own check (the local one plus OpenAI Moderations when configured).
   */
  isKidSafe?: (texts: string[]) => boolean | Promise<boolean>;
}

/** The outline's JSON Schema as sent (strict mode: every property required, no others). */
export const OUTLINE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'hero', 'pages'],
  properties: {
    title: { type: 'string', description: 'The book title, a few words.' },
    hero: { type: 'string', description: "The main character's name as the captions use it." },
    pages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['caption', 'scene'],
        properties: {
          caption: { type: 'string', description: 'One or two short sentences read aloud on this page.' },
          scene: { type: 'string', description: 'What the picture shows, as a short drawing prompt.' },
        },
      },
    },
  },
} as const;

/**
 * The outline as validated (the limits the JSON Schema's strict mode cannot carry): a title
 * of 1–STORY_TITLE_MAX_CHARS, a hero of 1–STORY_HERO_MAX_CHARS, exactly `length` pages, each
 * caption 1–CAPTION_MAX_CHARS (contracts: the caption band holds two lines of it) and each
 * scene 1–STORY_SCENE_MAX_CHARS that names the hero by `term`, the word the grammar's own
 * scenes use for it ("girl"; the sketchbook reads it as the cast term and draws the same
 * figure on every page), when there is one (not for a saved character).
 */
export function outlineSchema(length: number, term: string) {
  const named = term ? new RegExp(`\\b${escapeRegExp(term)}(?:e?s)?\\b`, 'i') : null;
  return z.object({
    title: z.string().trim().min(1).max(STORY_TITLE_MAX_CHARS),
    hero: z.string().trim().min(1).max(STORY_HERO_MAX_CHARS),
    pages: z
      .array(
        z.object({
          caption: z.string().trim().min(1).max(CAPTION_MAX_CHARS),
          scene: z
            .string()
            .trim()
            .min(1)
            .max(STORY_SCENE_MAX_CHARS)
            .refine((s) => !named || named.test(s), { message: `every scene names the "${term}"` }),
        }),
      )
      .length(length),
  });
}

const AGES: Record<Audience, string> = {
  toddler: 'ages 2 to 4: one short sentence a page, very simple words',
  kids: 'ages 5 to 8: one or two short sentences a page, words an early reader can read',
  'big-kids': 'ages 9 to 12: one or two sentences a page',
};

const BEAT_WORDS = {
  beginning: 'the beginning (who, where)',
  problem: 'the problem',
  helper: 'a helper comes',
  try: 'the hero tries on their own',
  turn: 'the turn (the problem is solved)',
  ending: 'a happy ending',
} as const;

/**
 * The messages of the outline request: the rules in the system message, the book asked for
 * in the user message ("exactly N pages", the hero's name, the word every scene uses for the
 * hero, the page plan of the grammar's beats).
 */
export function outlineMessages(
  req: StoryRequest,
  hero: string,
  term: string,
): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  const plan = beatsFor(req.length)
    .map((b, i) => `${i + 1}. ${BEAT_WORDS[b]}`)
    .join('\n');
  const who = req.character.saved
    ? `The hero is ${hero}, drawn from a saved picture: leave the hero out of every scene; a scene names only the place and the other things in it.`
    : `The hero is ${hero} (${req.character.words.trim() || req.idea.trim()}). Every scene names the hero with the word "${term}".`;
  return [
    {
      role: 'system',
      content: [
        'You write short, gentle picture-book stories for children, to be printed as a coloring book.',
        'Everything is kind and safe for young children: no violence, weapons, fear beyond a little worry, romance, brand names or real people.',
        `Each caption is at most ${CAPTION_MAX_CHARS} characters. The title is a few words.`,
        'Each scene is a short drawing prompt of concrete, drawable things (under 20 words): the hero doing one thing, at most one other animal or object, and the place, e.g. "a dragon holding a basket in a forest". Scenes have no names, no words to write and no feelings.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: [
        `Write a story of exactly ${req.length} pages for ${AGES[req.audience]}.`,
        `Idea: ${req.idea.trim()}`,
        who,
        `Page plan:\n${plan}`,
      ].join('\n'),
    },
  ];
}

/** @inkling/safety's check of each text, without the learned layer (see OpenAIStoryOptions.isKidSafe). */
function localKidSafe(texts: string[]): boolean {
  return texts.every((t) => checkPrompt(t, { learned: false }).allowed);
}

/**
 * Writes a story with the OpenAI text model, or with the grammar when that fails. The request
 * is validated as by writeStory first; the cast (the figure the sketchbook keeps) and the
 * shape are the grammar's for the same request, so the same character is drawn either way.
 * Falls back to the grammar (`writer: 'grammar'`, `fallbackReason` set) on an HTTP error or
 * timeout after the SDK's retries, a refusal, an answer cut off or not JSON, an outline that
 * fails {@link outlineSchema} (wrong page count, a caption too long, a scene without the cast
 * term…), or a text the kid-safety check refuses. Never calls the API for an invalid request.
 * @throws RangeError as writeStory (empty idea, length outside 4–16). Nothing else.
 */
export async function writeStoryWithOpenAI(req: StoryRequest, opts: OpenAIStoryOptions): Promise<Story> {
  const grammar = writeStory(req);
  const fallback = (reason: string): Story => ({ ...grammar, fallbackReason: reason });
  if (!opts.apiKey?.trim()) return fallback('no API key');
  // The word the grammar's scenes use for the hero ("girl", "dragon"): the sketchbook reads it
  // as the cast term (story.cast.term, e.g. "child") and draws the same figure on every page.
  const seed = Number.isFinite(req.seed) ? Math.trunc(req.seed as number) : 1;
  const term = grammar.cast.term ? characterOf(req.character, req.idea.trim(), seed).noun : '';
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? 'https://api.openai.com/v1',
    timeout: opts.timeoutMs ?? DEFAULT_STORY_TIMEOUT_MS,
    maxRetries: Math.max(0, Math.min(5, opts.maxRetries ?? DEFAULT_STORY_MAX_RETRIES)),
  });
  let content: string;
  try {
    const completion = await client.chat.completions.create({
      model: opts.model?.trim() || DEFAULT_OPENAI_TEXT_MODEL,
      messages: outlineMessages(req, grammar.hero, term),
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'story_outline', strict: true, schema: OUTLINE_JSON_SCHEMA },
      },
    });
    const choice = completion.choices[0];
    if (!choice) return fallback('no choice in the answer');
    if (choice.message.refusal) return fallback(`the model refused: ${choice.message.refusal}`);
    if (choice.finish_reason !== 'stop') return fallback(`the answer ended with ${choice.finish_reason}`);
    if (!choice.message.content) return fallback('an empty answer');
    content = choice.message.content;
  } catch (err) {
    return fallback(`the request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return fallback('the answer is not JSON');
  }
  const parsed = outlineSchema(req.length, term).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fallback(`the outline is invalid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const outline = parsed.data;
  const texts = [outline.title, outline.hero, ...outline.pages.flatMap((p) => [p.caption, p.scene])];
  let safe: boolean;
  try {
    safe = await (opts.isKidSafe ?? localKidSafe)(texts);
  } catch (err) {
    return fallback(`the kid-safety check failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!safe) return fallback('the kid-safety check refused a text');
  const beats = beatsFor(req.length);
  return {
    title: outline.title,
    shape: grammar.shape,
    hero: outline.hero,
    cast: grammar.cast,
    pages: outline.pages.map((p, i) => ({
      number: i + 1,
      beat: beats[i]!,
      caption: p.caption,
      scene: p.scene,
    })),
    writer: 'openai',
  };
}
