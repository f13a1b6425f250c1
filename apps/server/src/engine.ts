import {
  checkPrompt,
  findPersonalInformation,
  generatePage,
  reencodeAvatar,
  reencodeUpload,
  socialPreview,
} from '@inkling/engine';
import type { Config } from './config';
import type { EnginePort } from './engine-port';

/** The real engine with the configured provider (IMAGE_PROVIDER, OPENAI_*). */
export function createEngine(config: Config): EnginePort {
  const options = {
    provider: config.imageProvider,
    openai: config.openai
      ? { apiKey: config.openai.apiKey, baseURL: config.openai.baseURL, model: config.openai.model }
      : undefined,
  };
  return {
    checkPrompt,
    generatePage: (request) => generatePage(request, options),
    reencodeUpload,
    reencodeAvatar,
    findPersonalInformation,
    socialPreview,
  };
}
