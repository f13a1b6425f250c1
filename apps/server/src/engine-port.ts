import type {
  Avatar,
  ColoredPageVerdict,
  Page,
  PageRequest,
  ReencodedImage,
  SafetyVerdict,
} from '@inkling/engine';
import type { PersonalInformationFinding } from '@inkling/safety';

/**
 * The engine functions the server uses, injected so tests can replace them (main.ts wires
 * the real `@inkling/engine`). `generatePage` already carries the provider settings.
 */
export interface EnginePort {
  /**
   * Kid-safety check of a prompt (engine `checkPrompt`: @inkling/safety's words, meaning rules
   * and other languages, with a nearby idea the engine can draw on a refusal; local, < 2 ms).
   * `learned: false` leaves out the learned layer, which reads page prompts only (issue 31).
   */
  checkPrompt(prompt: string, options?: { learned?: boolean }): SafetyVerdict | Promise<SafetyVerdict>;
  /**
   * The hosted check (OpenAI Moderations, @inkling/safety `checkPromptFully`) of a text the local
   * check allowed; absent when no OpenAI key is configured or OPENAI_MODERATION=off. Fails
   * open (an outage allows the text).
   */
  moderatePrompt?(prompt: string): Promise<SafetyVerdict>;
  /** Draws a page (engine `generatePage` with the configured provider). Throws EngineError. */
  generatePage(request: PageRequest): Promise<Page>;
  /** Decodes and re-encodes an uploaded image (engine `reencodeUpload`). Throws EngineError. */
  reencodeUpload(bytes: Buffer): Promise<ReencodedImage>;
  /** Makes the 300×300 JPEG profile photo (engine `reencodeAvatar`). Throws EngineError. */
  reencodeAvatar(bytes: Buffer): Promise<Avatar>;
  /** Personal information in a public text (@inkling/safety `findPersonalInformation`), or null. */
  findPersonalInformation(text: string): PersonalInformationFinding | null;
  /**
   * Whether a PNG is the line art coloured in as the coloring screen makes it (engine
   * `checkColoredPage`: lines kept, colour only fills). Throws when a PNG cannot be decoded.
   */
  checkColoredPage(lineArtPng: Buffer, coloredPng: Buffer): Promise<ColoredPageVerdict>;
  /** The 1200×630 link-preview PNG of a page (engine `socialPreview`). */
  socialPreview(png: Buffer): Promise<Buffer>;
  /**
   * The sketchbook page of `request` in OpenMoji's own colours, 1024 px on the long side
   * (engine `renderColoredExample`, issue 17 "Show me an example"); null for a photo page.
   * Absent in test engines that do not draw sketchbook pages.
   */
  coloredExample?(request: PageRequest): Promise<Buffer | null>;
  /** Stops what the engine started (the real engine's thread pool); absent when there is nothing to stop. */
  close?(): Promise<void>;
}
