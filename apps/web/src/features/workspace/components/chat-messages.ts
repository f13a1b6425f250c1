import type { Generation } from '@inkling/contracts/api';
import { CHAT_STATUS_TEXT, WORKSPACE_LABELS } from '@inkling/contracts/messages';

/** A chat message as the workspace shows it (spec core §3 "chat message"). */
export interface ChatMessage {
  /** 'user-{generationId}' or 'assistant-{generationId}'. */
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  imageUrl?: string;
  isGenerating: boolean;
  generation: Generation;
}

/** Assistant text by generation status (spec core §4 "Message text by status"). */
export function statusText(generation: Generation): string {
  if (generation.status === 'completed' && generation.result) return CHAT_STATUS_TEXT.completed;
  if (generation.status === 'failed') return CHAT_STATUS_TEXT.failed;
  if (generation.status === 'generating') return CHAT_STATUS_TEXT.generating;
  return CHAT_STATUS_TEXT.other;
}

/** The message list of a project: per generation (oldest first) the prompt, then the reply. */
export function buildMessages(generations: readonly Generation[]): ChatMessage[] {
  return generations.flatMap((generation) => [
    {
      id: `user-${generation.id}`,
      type: 'user' as const,
      content: generation.prompt,
      timestamp: generation.createdAt,
      isGenerating: false,
      generation,
    },
    {
      id: `assistant-${generation.id}`,
      type: 'assistant' as const,
      content: statusText(generation),
      timestamp: generation.completedAt ?? generation.createdAt,
      imageUrl: generation.status === 'completed' ? generation.result?.previewUrl : undefined,
      isGenerating: generation.status === 'created' || generation.status === 'generating',
      generation,
    },
  ]);
}

/** Joins words as "a", "a and b", "a, b and c", each in curly quotes. */
function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/**
 * The things a page shows, as the chat lists them after "Things to color:": the engine's
 * element names (Generation.elements) made readable — a page kind's hyphens as spaces
 * ("water-cycle" → "water cycle", "stained-glass") and a word drawn in letters as the word
 * itself ("word EMMA" → "EMMA"), joined with middle dots.
 */
export function thingsToColorList(elements: readonly string[]): string {
  return elements.map((e) => e.replace(/^word /, '').replace(/-/g, ' ')).join(' · ');
}

/**
 * A gentle note for words the drawing engine could not draw (Generation.skippedWords), so
 * the user knows to rephrase them; null when every word was drawn. A stand-in page
 * (Generation.fallback: nothing was understood) says so plainly instead (issue 14 #10).
 */
export function skippedWordsNote(generation: Generation): string | null {
  if (generation.status !== 'completed') return null;
  if (generation.fallback) return WORKSPACE_LABELS.fallbackNote;
  if (generation.skippedWords.length === 0) return null;
  return `I couldn't draw ${quotedList(generation.skippedWords)} yet. Try describing ${
    generation.skippedWords.length > 1 ? 'them' : 'it'
  } with other words!`;
}
