import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';

/** The navigation state that carries a community post's prompt to the home prompt box. */
export interface RemixState {
  remixPrompt: string;
}

/** The prompt a navigation to home carries for Remix, if any. */
export function remixPromptOf(state: unknown): string | null {
  const prompt = (state as Partial<RemixState> | null)?.remixPrompt;
  return typeof prompt === 'string' && prompt.trim() ? prompt : null;
}

/**
 * Remix from anywhere but home (issue 10): go home with the prompt, which the home page puts
 * into its prompt box and focuses. Sending it is the normal create flow.
 */
export function useRemixNavigate(): (prompt: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (prompt: string) => navigate(paths.home, { state: { remixPrompt: prompt } satisfies RemixState }),
    [navigate],
  );
}
