/**
 * The picture layer of kid safety for the `openai` provider (issue 13): a finished page goes
 * to OpenAI's Moderations API (@inkling/safety `moderateImage`) before it is delivered. The
 * engine's part is what needs its image code and its error type: the page is sized to the
 * API's image input, and a refusal or (with `failClosed`) an outage becomes an EngineError
 * the server maps to a failed, refunded generation.
 */
import {
  type ModerationLog,
  type ModerationOptions,
  type ModerationVerdict,
  moderateImage,
  moderationEvent,
} from '@inkling/safety';
import sharp from 'sharp';
import { EngineError } from './errors';

/**
 * Checks a finished picture (any format sharp reads) with the Moderations API before it is
 * delivered, sent as a PNG at most 1024 px on its long side. The log gets the category
 * scores only, never the pixels.
 * @throws EngineError `provider_refused` with the category's friendly text when refused;
 *   `provider_failed` when the service cannot be reached and `failClosed` is set (without it
 *   an outage lets the picture through).
 */
export async function checkPicture(
  image: Buffer,
  opts: ModerationOptions,
  log?: ModerationLog,
): Promise<void> {
  // A picture that cannot be read counts as not checked, like an outage.
  const png = await sharp(image)
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer()
    .catch(() => null);
  const verdict: ModerationVerdict = png
    ? await moderateImage(png, opts)
    : { allowed: true, scores: {}, unavailable: true };
  log?.(moderationEvent('image', verdict));
  if (!verdict.allowed)
    throw new EngineError('provider_refused', verdict.message, { category: verdict.category });
  if (verdict.unavailable && opts.failClosed)
    throw new EngineError(
      'provider_failed',
      'We could not check this picture just now, so it was not delivered. Please try again in a moment.',
    );
}
