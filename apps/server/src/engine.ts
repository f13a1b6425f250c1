import { checkPicture, checkPrompt, reencodeAvatar, reencodeUpload, socialPreview } from '@inkling/engine';
import { checkPromptFully, findPersonalInformation, type ModerationLog } from '@inkling/safety';
import type { Config } from './config';
import { createEnginePool, type EnginePool } from './engine-pool';
import type { EnginePort } from './engine-port';
import type { Logger } from './logger';

/**
 * The real engine with the configured provider (IMAGE_PROVIDER, OPENAI_*). With
 * `config.moderation` (an OpenAI key and OPENAI_MODERATION=on) texts the local check
 * allowed also go to the Moderations API (`moderatePrompt`), and every finished page of
 * the `openai` provider is checked before it is delivered: a refused picture throws
 * EngineError `provider_refused` (the generation fails and its credit is refunded). The
 * log gets the category scores of each hosted check, never the text or the picture.
 *
 * Pages and coloured examples are drawn in `existing`, else in a pool of
 * config.engineThreads worker threads started at the first page (so an API-only process
 * starts none); `close()` stops it. The picture
 * check runs here, on the calling thread (it only waits for the network).
 */
export function createEngine(config: Config, logger?: Logger, existing?: EnginePool): EnginePort {
  const options = {
    provider: config.imageProvider,
    openai: config.openai
      ? { apiKey: config.openai.apiKey, baseURL: config.openai.baseURL, model: config.openai.model }
      : undefined,
  };
  const moderation = config.moderation;
  const log: ModerationLog = (event) => {
    if (!logger) return;
    const entry = { event: 'kid_safety_moderation', ...event };
    if (event.allowed && !event.unavailable) logger.debug(entry, 'moderation scores');
    else if (event.unavailable) logger.warn(entry, 'moderation unavailable');
    else logger.info(entry, 'moderation refused');
  };
  let threads = existing;
  const pool = () => {
    threads ??= createEnginePool({ threads: config.engineThreads, logger });
    return threads;
  };
  return {
    checkPrompt,
    moderatePrompt: moderation
      ? async (text) => {
          const verdict = await checkPromptFully(text, () => ({ allowed: true }), moderation, log);
          return verdict.allowed
            ? verdict
            : { allowed: false, category: verdict.category, message: verdict.message };
        }
      : undefined,
    generatePage: async (request) => {
      const page = await pool().generatePage(request, options);
      if (moderation && page.metadata.provider === 'openai')
        await checkPicture(page.previewPng, moderation, log);
      return page;
    },
    reencodeUpload,
    reencodeAvatar,
    findPersonalInformation,
    socialPreview,
    // In a thread: two page-size PNGs decoded and compared would stall every request.
    checkColoredPage: (lineArt, colored) => pool().checkColoredPage(lineArt, colored),
    // In a thread like a page: about 0.2 s of drawing that would otherwise stall every request.
    coloredExample: (request) => pool().coloredExample(request),
    close: async () => {
      await threads?.close();
    },
  };
}
