/**
 * The `openai` provider: draws a page with the OpenAI Images API (or any server speaking
 * it, via `baseURL`) through the official `openai` SDK. `createOpenAIProvider` returns the
 * model's raw image; `openaiPageProvider` adapts it to the engine's `PageProvider`, whose
 * raster `generatePage` turns into a print-ready page with the line-art cleanup.
 * API reference: https://platform.openai.com/docs/api-reference/images
 */

import { MAX_INPUT_PIXELS } from '@inkling/contracts/limits';
import { DEFAULT_OPENAI_IMAGE_MODEL, LINE_WEIGHT_MM, type PageStyle } from '@inkling/contracts/page';
import { PROMPT_TEXTS } from '@inkling/contracts/safety';
import OpenAI, { APIConnectionTimeoutError, APIError, toFile } from 'openai';
import sharp from 'sharp';
import { EngineError } from '../errors';
import { type DrawingFailure, type DrawingInspection, inspectDrawing } from '../lineart/inspect';
import { rasterFromImage } from '../lineart/raster';
import { AUDIENCE_PROFILES } from '../profiles';
import type { PageProvider, ProviderRequest } from '../provider';
import type { Audience, OpenAIOptions } from '../types';

/** Default per-call timeout, ms (types.ts `OpenAIOptions.timeoutMs`). */
export const DEFAULT_OPENAI_TIMEOUT_MS = 120_000;
/** Default retries on 429/5xx/timeouts (types.ts `OpenAIOptions.maxRetries`). */
export const DEFAULT_OPENAI_MAX_RETRIES = 2;
/** Most retries accepted, whatever the options say, so a call's total time stays bounded. */
const MAX_RETRIES_CAP = 5;
/** Long side of images uploaded to the edits endpoint, px: larger inputs add upload time, not detail. */
const UPLOAD_LONG_SIDE_PX = 1536;

/** Sizes the GPT image models accept, as width/height in px. */
export const OPENAI_IMAGE_SIZES = [
  { size: '1024x1536', width: 1024, height: 1536 },
  { size: '1024x1024', width: 1024, height: 1024 },
  { size: '1536x1024', width: 1536, height: 1024 },
] as const;
export type OpenAIImageSize = (typeof OPENAI_IMAGE_SIZES)[number]['size'];

/**
 * What the `openai` provider reads of a `ProviderRequest` (provider.ts). The page's
 * width and height only choose the image size by their ratio; the Images API has no
 * seed, so `seed` is not sent (retries give new variations anyway).
 */
export type ProviderDrawRequest = Pick<
  ProviderRequest,
  'prompt' | 'audience' | 'width' | 'height' | 'seed' | 'referenceImage' | 'characters'
> &
  Partial<Pick<ProviderRequest, 'style'>>;

/** A provider's raw drawing, before line-art cleanup. */
export interface ProviderDrawResult {
  /** Encoded image bytes as the model returned them (PNG for the GPT image models). */
  image: Buffer;
  /** Named things drawn, main subject first. */
  elements: string[];
  /** Words of the prompt that were not understood (none: the model reads everything). */
  skippedWords: string[];
  /** The model picks its own setting; it is not reported. */
  setting: null;
}

/** The `openai` provider. */
export interface OpenAIProvider {
  name: 'openai';
  /**
   * Draws one image.
   * @throws EngineError `provider_refused` (the API's safety system said no), `timeout`
   *   (every attempt timed out), `provider_failed` (rate limit or server errors after
   *   retries, a bad request, a bad key, an empty answer), `invalid_image` (a reference or
   *   character image that cannot be read).
   * @param opts.retryNote appended to the prompt on a second try (see {@link retrySentence}).
   */
  draw(req: ProviderDrawRequest, opts?: { retryNote?: string }): Promise<ProviderDrawResult>;
}

/**
 * The supported size closest to a page's aspect ratio (compared on a log scale, so 2:3
 * and 3:2 are equally far from square). Letter and A4 pages → `1024x1536`.
 * @param width page width, px (> 0). @param height page height, px (> 0).
 */
export function pickOpenAISize(width: number, height: number): OpenAIImageSize {
  const ratio = Math.log(width / height);
  let best: (typeof OPENAI_IMAGE_SIZES)[number] = OPENAI_IMAGE_SIZES[1];
  for (const option of OPENAI_IMAGE_SIZES) {
    if (
      Math.abs(Math.log(option.width / option.height) - ratio) <
      Math.abs(Math.log(best.width / best.height) - ratio)
    )
      best = option;
  }
  return best.size;
}

/** Style per audience; line widths and detail follow `AUDIENCE_PROFILES` (profiles.ts). */
const AUDIENCE_STYLE: Record<Audience, string> = {
  toddler:
    'for ages 2 to 4: one or two big, simple shapes, very thick bold outlines, large open areas to colour, only big parts, a plain or almost empty background',
  kids: 'for ages 5 to 8: a simple scene with thick clean outlines, medium detail, a few large background shapes',
  'big-kids':
    'for ages 9 to 12: a detailed scene with a full background, patterns and textures drawn as outlines, medium-thin clean lines',
};

/**
 * Wraps a child's prompt in the coloring-page instructions sent to the model.
 * @param prompt the idea in words. @param audience who will colour the page.
 * @param images what the uploaded images are, in upload order (empty for a plain generation).
 * @param retryNote for a second try, the sentence naming what was wrong with the first
 *   picture ({@link retrySentence}); appended last.
 * @param style the page's style controls (issue 33), when asked for: the line weight as a
 *   width in mm (contracts' LINE_WEIGHT_MM), a simpler or more detailed drawing, the subject
 *   alone on white, and room left for a frame (the frame itself is drawn after the clean-up,
 *   generate.ts, so it is exact).
 * @returns the full prompt text. The wording is positive and concrete (image models
 *   largely ignore negative instructions, issue 14): closed contours, thick outlines on
 *   white, a margin-safe composition.
 */
export function coloringPagePrompt(
  prompt: string,
  audience: Audience,
  images: { reference: boolean; characters: { name: string; description?: string }[] } = {
    reference: false,
    characters: [],
  },
  retryNote?: string,
  style?: PageStyle,
): string {
  const parts = [
    `A black-and-white coloring page for a children's coloring book, ${AUDIENCE_STYLE[audience]}.`,
    `Subject: ${prompt.trim()}`,
  ];
  let index = 1;
  if (images.reference) {
    parts.push(`Redraw the main subject of image ${index} as a coloring page, keeping its pose and shapes.`);
    index += 1;
  }
  for (const { name, description } of images.characters) {
    // The same character in every page of a book: its own picture, name and description.
    const about = description?.trim() ? ` (${description.trim()})` : '';
    parts.push(
      `Include the character "${name}"${about} exactly as drawn in image ${index}, with the same face, shape and clothes.`,
    );
    index += 1;
  }
  parts.push(
    'Style: outline-only line art: clean, closed contours drawn with thick pure-black lines on a plain white background.',
    'Every area inside the outlines stays plain white, ready to be coloured in; dark things such as hair, tyres and shadows are drawn as outlines too.',
    'Composition: the whole drawing sits well inside the page with a wide white margin on every side; the page shows only the drawing, free of captions, signatures and watermarks.',
  );
  if (style) parts.push(...styleSentences(audience, style));
  if (retryNote) parts.push(retryNote);
  return parts.join('\n');
}

/** The style controls as instructions to the model (see coloringPagePrompt). */
function styleSentences(audience: Audience, style: PageStyle): string[] {
  const mm = LINE_WEIGHT_MM[audience][style.weight];
  const out = [
    `Line weight: ${style.weight}, every outline about ${mm} mm wide at print size (letter paper), all lines the same width.`,
  ];
  if (style.detail === 'simple')
    out.push('Detail: simple: few, big shapes with large open areas to colour, no small parts or textures.');
  if (style.detail === 'detailed')
    out.push(
      'Detail: detailed: more things and decorative patterns, every area still large enough to colour.',
    );
  if (style.background === 'subject')
    out.push(
      'Background: only the subject, alone on plain white paper: no scenery, ground, sky or props around it.',
    );
  if (style.frame !== 'none')
    out.push('Leave a wide empty white band all round the page edge: a border is added there afterwards.');
  return out;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** How each failure of inspectDrawing is named to the model: what the first picture had. */
const FAILURE_NAMES: Record<DrawingFailure, (m: DrawingInspection) => string> = {
  colour: (m) => `${percent(m.colourShare)} of it in colour`,
  grey: (m) => `${percent(m.greyShare)} of it in grey shading`,
  'solid-black': (m) => `one solid black area covering ${percent(m.largestSolidShare)} of it`,
  blank: (m) => `almost nothing drawn (${percent(m.inkShare)} of it ink)`,
  'too-dark': (m) => `${percent(m.inkShare)} of it black`,
  'open-contours': () => 'no closed shape to colour in',
  margin: () => 'the drawing running off the edge of the page',
};

/** What to do instead, worded positively (image models largely ignore "no …"). */
const FAILURE_FIXES: Record<DrawingFailure, string> = {
  colour: 'Use only black ink on white paper.',
  grey: 'Draw crisp solid black lines and leave every area between them pure white.',
  'solid-black': 'Draw dark parts as thick black outlines with white inside, so every part can be coloured.',
  blank: 'Draw the subject large, filling most of the page.',
  'too-dark': 'Keep most of the page white: thick outlines around big open shapes.',
  'open-contours':
    'Join every outline into a closed contour, so each part is a closed shape a child can fill with colour.',
  margin: 'Keep the whole drawing well inside the page, with a wide white margin on every side.',
};

/**
 * The sentence a second request adds to the prompt when the first picture failed
 * inspectDrawing (issue 14, "AI pages"): it names each failure with its measure, says
 * what to do instead in positive, concrete words, and repeats how many things to draw,
 * with closed contours, thick outlines on white and a margin-safe composition.
 * @param inspection the first picture's measures (failures non-empty).
 * @param elements the main things of the prompt (promptElements), main subject first.
 */
export function retrySentence(inspection: DrawingInspection, elements: string[]): string {
  const names = inspection.failures.map((f) => FAILURE_NAMES[f](inspection));
  const fixes = inspection.failures.map((f) => FAILURE_FIXES[f]);
  const things =
    elements.length > 0
      ? `Draw ${elements.length} main ${elements.length === 1 ? 'thing' : 'things'} (${elements.join(', ')}), each`
      : 'Draw the subject';
  return [
    `Second try: the first picture had ${names.join(', ')}.`,
    ...fixes,
    `${things} with closed contours and thick black outlines on white, the whole drawing inside a wide white margin.`,
  ].join(' ');
}

const STOP_WORDS = new Set(
  (
    'a an the and or with without of in on at to from by for into onto over under near next behind above below ' +
    'beside between around inside outside through up down out off is are was were be being been it its this that ' +
    'these those my your his her their our me i we you they he she him them some many lots lot very so too who which ' +
    'while where when having has have had doing does do draw drawing picture page coloring colouring please make'
  ).split(' '),
);

const MODIFIERS = new Set(
  (
    'big small little tiny huge giant large tall short long cute happy sad funny silly friendly scary spooky ' +
    'magical magic pretty beautiful red orange yellow green blue purple pink brown black white grey gray gold golden ' +
    'silver old young new baby two three four five one flying running jumping sleeping playing dancing swimming ' +
    'smiling sitting standing riding eating reading'
  ).split(' '),
);

/**
 * Main nouns of a prompt, main subject first: the prompt is cut at connectors ("and",
 * "with", prepositions, commas) and each piece keeps its last one or two words after
 * articles, adjectives and verbs are dropped ("a big red fire engine next to a house" →
 * ["fire engine", "house"]). A heuristic, not a parser.
 * @param prompt the idea in words. @param max most elements returned.
 */
export function promptElements(prompt: string, max: number): string[] {
  const chunks = prompt
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]+/gu, ' , ')
    .split(/\s+/)
    .reduce<string[][]>(
      (acc, word) => {
        if (word === ',' || STOP_WORDS.has(word)) acc.push([]);
        else if (!MODIFIERS.has(word) && !/^\d+$/.test(word))
          acc[acc.length - 1]?.push(word.replace(/^'+|'+$/g, ''));
        return acc;
      },
      [[]],
    );
  const out: string[] = [];
  for (const chunk of chunks) {
    const words = chunk.filter((w) => w.length > 1);
    if (words.length === 0) continue;
    const element = words.slice(-2).join(' ');
    if (!out.includes(element)) out.push(element);
    if (out.length >= max) break;
  }
  return out;
}

/** Converts any image sharp reads to a PNG no larger than the upload limit. */
async function toUploadPng(bytes: Buffer, what: string): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: UPLOAD_LONG_SIDE_PX,
        height: UPLOAD_LONG_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
  } catch (cause) {
    throw new EngineError(
      'invalid_image',
      `The ${what} could not be read. Please use a JPEG, PNG or WebP image.`,
      {
        cause,
      },
    );
  }
}

/** The API's own error text (`{ error: { message } }`), without the SDK's status prefix. */
function apiMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : err.message;
}

/** Maps an SDK error to the engine's error (see `OpenAIProvider.draw`). */
function toEngineError(err: unknown, timeoutMs: number, attempts: number): EngineError {
  if (err instanceof EngineError) return err;
  if (err instanceof APIConnectionTimeoutError)
    return new EngineError(
      'timeout',
      `The image service did not answer within ${Math.round(timeoutMs / 1000)} s (${attempts} attempts). Please try again later.`,
      { cause: err },
    );
  if (err instanceof APIError) {
    const code = err.code ?? '';
    const message = apiMessage(err);
    if (err.status === 400 && (code === 'moderation_blocked' || code === 'content_policy_violation'))
      return new EngineError('provider_refused', PROMPT_TEXTS.providerRefused, { cause: err });
    if (err.status === 400 && /safety system|content policy/i.test(message))
      return new EngineError('provider_refused', PROMPT_TEXTS.providerRefused, { cause: err });
    if (err.status === 401 || err.status === 403)
      return new EngineError('provider_failed', `The image service rejected the API key: ${message}`, {
        cause: err,
      });
    if (err.status === 429)
      return new EngineError(
        'provider_failed',
        `The image service is busy (rate limit) after ${attempts} attempts. Please try again in a minute.`,
        { cause: err },
      );
    if (err.status !== undefined && err.status >= 500)
      return new EngineError(
        'provider_failed',
        `The image service had an error (${err.status}) after ${attempts} attempts. Please try again later.`,
        { cause: err },
      );
    if (err.status === undefined)
      return new EngineError('provider_failed', `Could not reach the image service: ${message}`, {
        cause: err,
      });
    return new EngineError('provider_failed', `The image service refused the request: ${message}`, {
      cause: err,
    });
  }
  return new EngineError('provider_failed', `The image service failed: ${String(err)}`, { cause: err });
}

/**
 * Creates the `openai` provider.
 * Each HTTP call has a timeout (`timeoutMs`, default 120 000 ms) and is retried by the
 * SDK on 429, 5xx and timeouts with exponential backoff (0.5 s doubling, capped at 8 s,
 * or the server's `retry-after`), `maxRetries` times (default 2, at most 5): a call lasts
 * at most about (maxRetries + 1) × timeoutMs plus the backoff.
 * @param opts API key (required), base URL (OpenAI-compatible server), model, timeout, retries.
 * @throws EngineError `provider_failed` when the API key is missing.
 */
export function createOpenAIProvider(opts: OpenAIOptions): OpenAIProvider {
  if (!opts.apiKey?.trim())
    throw new EngineError(
      'provider_failed',
      'The openai provider needs an API key: set OPENAI_API_KEY (or use IMAGE_PROVIDER=sketchbook).',
    );
  const model = opts.model?.trim() || DEFAULT_OPENAI_IMAGE_MODEL;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
  const maxRetries = Math.max(0, Math.min(MAX_RETRIES_CAP, opts.maxRetries ?? DEFAULT_OPENAI_MAX_RETRIES));
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseURL ?? 'https://api.openai.com/v1',
    timeout: timeoutMs,
    maxRetries,
  });
  // DALL·E models answer with a URL unless asked; GPT image models reject the parameter.
  const responseFormat = model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {};

  return {
    name: 'openai',
    async draw(req, drawOpts = {}) {
      const size = pickOpenAISize(req.width, req.height);
      const characters = req.characters ?? [];
      const elements = [
        ...characters.map((c) => c.name),
        ...promptElements(req.prompt, AUDIENCE_PROFILES[req.audience].maxElements),
      ].filter((e, i, all) => all.indexOf(e) === i);
      const prompt = coloringPagePrompt(
        req.prompt,
        req.audience,
        {
          reference: req.referenceImage !== undefined,
          characters: characters.map((c) => ({ name: c.name, description: c.description })),
        },
        drawOpts.retryNote,
        req.style,
      );

      let response: OpenAI.ImagesResponse;
      try {
        if (req.referenceImage || characters.length > 0) {
          const sources = [
            ...(req.referenceImage ? [{ bytes: req.referenceImage, what: 'reference image' }] : []),
            ...characters.map((c) => ({ bytes: c.image, what: `picture of ${c.name}` })),
          ];
          const files = await Promise.all(
            sources.map(async (s, i) =>
              toFile(await toUploadPng(s.bytes, s.what), `image-${i + 1}.png`, { type: 'image/png' }),
            ),
          );
          response = await client.images.edit({
            model,
            prompt,
            image: files.length === 1 ? files[0]! : files,
            size,
            n: 1,
            ...responseFormat,
          });
        } else {
          response = await client.images.generate({ model, prompt, size, n: 1, ...responseFormat });
        }
      } catch (err) {
        throw toEngineError(err, timeoutMs, maxRetries + 1);
      }

      const b64 = response.data?.[0]?.b64_json;
      if (!b64)
        throw new EngineError(
          'provider_failed',
          'The image service answered without an image. Please try again.',
        );
      return { image: Buffer.from(b64, 'base64'), elements, skippedWords: [], setting: null };
    },
  };
}

/**
 * One page provider, and so one SDK client with its connection pool, per options object:
 * the server builds its engine options once, so every page reuses the same client.
 */
const pageProviders = new WeakMap<OpenAIOptions, PageProvider>();

/**
 * The `openai` provider as a `PageProvider` for `generatePage`: the model's image decoded
 * to a grey raster, to be fitted inside the safe margin (the model draws edge to edge at
 * its own size); no attribution lines. Cached per `options` object (see above); a refused
 * configuration is not cached, so the next call reports it again.
 *
 * Every image is checked before it is kept (inspectDrawing: colour, grey, the largest
 * solid black area, ink, closed regions, the margin; issue 14). When it fails, the model
 * is asked once more with {@link retrySentence} added to the prompt; the second picture
 * is kept when it has no more failures than the first (else the first), and either way
 * the line-art clean-up finishes it. A second request that errors keeps the first picture.
 * So a page costs one request, or two when the first picture fails.
 * The timings report `inspect` (ms, both checks) and `retry` (ms of the second request;
 * 0 when there was none).
 * @throws EngineError `provider_failed` when the API key is missing (from
 *   `createOpenAIProvider`). `draw` throws what `OpenAIProvider.draw` throws (for the
 *   first request), and `provider_failed` when the answer is not a readable image.
 */
export function openaiPageProvider(options: OpenAIOptions): PageProvider {
  const cached = pageProviders.get(options);
  if (cached) return cached;
  const openai = createOpenAIProvider(options);
  const unreadable = (cause: unknown) =>
    new EngineError('provider_failed', 'The image service sent a picture that cannot be read.', { cause });
  const provider: PageProvider = {
    name: 'openai',
    async draw(req) {
      let drawn = await openai.draw(req);
      let started = performance.now();
      const first = await inspectDrawing(drawn.image, req.audience).catch((cause: unknown) => {
        throw unreadable(cause);
      });
      let inspectMs = performance.now() - started;
      let retryMs = 0;
      if (first.failures.length > 0) {
        started = performance.now();
        const second = await openai
          .draw(req, { retryNote: retrySentence(first, drawn.elements) })
          .catch(() => null);
        retryMs = performance.now() - started;
        if (second) {
          started = performance.now();
          const check = await inspectDrawing(second.image, req.audience).catch(() => null);
          inspectMs += performance.now() - started;
          if (check && check.failures.length <= first.failures.length) drawn = second;
        }
      }
      const { image, ...result } = drawn;
      const raster = await rasterFromImage(image).catch((cause: unknown) => {
        throw unreadable(cause);
      });
      return { raster, fit: true, ...result, credits: [], timings: { inspect: inspectMs, retry: retryMs } };
    },
  };
  pageProviders.set(options, provider);
  return provider;
}
