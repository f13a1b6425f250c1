import type { AppContext } from '../context';
import { AppError } from '../errors';

/**
 * The kid-safety check every text a user types must pass before it is stored or drawn
 * (DESIGN "kid-safe by design"): the engine's `checkPrompt` on the prompt, a project title, a
 * character's name and description. Throws AppError 422 `blocked_prompt` with the engine's
 * friendly message and its category; resolves when the text may be used.
 */
export async function assertKidSafe(ctx: Pick<AppContext, 'engine'>, text: string): Promise<void> {
  const verdict = await ctx.engine.checkPrompt(text);
  if (!verdict.allowed) {
    throw new AppError('blocked_prompt', verdict.message, { category: verdict.category });
  }
}
