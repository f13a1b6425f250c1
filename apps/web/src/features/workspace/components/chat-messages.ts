import type { Generation } from '@inkling/contracts/api';
import { CHAT_STATUS_TEXT } from '@inkling/contracts/messages';

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
