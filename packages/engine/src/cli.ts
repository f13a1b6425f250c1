#!/usr/bin/env -S npx tsx
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AUDIENCES,
  BACKGROUNDS,
  type Background,
  COMIC_BUBBLES,
  type ComicBubbles,
  DETAIL_LEVELS,
  type DetailLevel,
  FRAME_STYLES,
  type FrameStyle,
  LINE_WEIGHTS,
  type LineWeight,
  PAGE_FORMATS,
  PHOTO_DETAILS,
  type PhotoDetail,
  type PhotoSubject,
  PROVIDERS,
  photoSubjectSchema,
} from '@inkling/contracts/page';
import { EngineError } from './errors';
import { generatePage } from './generate';
import { PHOTO_BACKGROUNDS } from './lineart/photo';
import type {
  Audience,
  CharacterInput,
  EngineOptions,
  PageFormat,
  PhotoBackground,
  ProviderName,
} from './types';

const USAGE = `Usage: npm run generate -- "prompt" --out page.png [options]

  --out FILE          print PNG (300 dpi); the preview is written beside it as FILE-preview.png
  --photo FILE        photo or drawing to turn into the page
  --subject X,Y,W,H   with --photo: keep only this part (shares of the photo, 0–1)
  --weight W          line weight: fine | medium | bold (default medium: the audience's own width)
  --detail D          simple | standard | detailed (default standard); with --photo also
                      fewer | usual | more lines of the photo (default usual)
  --character FILE    saved page or picture placed as a character (repeatable; named after the file)
  --audience A        toddler | kids | big-kids (default kids)
  --format F          letter | a4 | square (default letter)
  --seed N            variation (default 1)
  --frame [F]         none | rounded | themed (default none; --frame alone = rounded)
  --background B      scene | subject (default scene; subject = the subject alone on white);
                      with --photo also keep | simplify | remove: what happens behind the photo's
                      main subject (default keep; subject = remove)
  --comic N           a comic page of N panels: 3 | 4 | 6, each with a speech bubble
  --bubbles B         with --comic: empty (default, for the child to write in) | lines
  --svg FILE          also write the vector page (sketchbook)
  --provider P        sketchbook | openai (default sketchbook; openai reads OPENAI_API_KEY,
                      OPENAI_BASE_URL, OPENAI_IMAGE_MODEL)
  --json              print the page metadata as one JSON object
`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  flag: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    fail(`--${flag} must be one of: ${allowed.join(', ')}`, 1);
  return value as T;
}

/**
 * Command-line entry: `npm run generate -- "prompt" --out page.png [...]` (see USAGE).
 * Exit codes: 0 success; 2 blocked prompt (the safety message on stderr); 1 any other
 * error (EngineError message, bad arguments, unreadable files).
 */
export async function main(argv: string[]): Promise<void> {
  // `--frame` alone (before another flag or at the end) keeps meaning the rounded frame.
  const args = argv.flatMap((arg, i) =>
    arg === '--frame' && (i === argv.length - 1 || argv[i + 1]!.startsWith('-')) ? [arg, 'rounded'] : [arg],
  );
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      photo: { type: 'string' },
      subject: { type: 'string' },
      detail: { type: 'string' },
      character: { type: 'string', multiple: true },
      audience: { type: 'string' },
      format: { type: 'string' },
      seed: { type: 'string' },
      frame: { type: 'string' },
      weight: { type: 'string' },
      background: { type: 'string' },
      comic: { type: 'string' },
      bubbles: { type: 'string' },
      svg: { type: 'string' },
      provider: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const prompt = positionals.join(' ');
  if (!values.out) fail(`--out is required\n\n${USAGE}`, 1);
  const audience = oneOf<Audience>(values.audience, AUDIENCES, 'audience');
  const format = oneOf<PageFormat>(values.format, Object.keys(PAGE_FORMATS) as PageFormat[], 'format');
  const provider = oneOf<ProviderName>(values.provider, PROVIDERS, 'provider');
  // --detail names the page's detail level, or (fewer/usual/more) a photo's line detail.
  const isPhotoDetail = (PHOTO_DETAILS as readonly string[]).includes(values.detail ?? '');
  const photoDetail = isPhotoDetail ? (values.detail as PhotoDetail) : undefined;
  const detail = isPhotoDetail
    ? undefined
    : oneOf<DetailLevel>(values.detail, DETAIL_LEVELS, 'detail (or, with --photo, fewer, usual, more)');
  // --background names the page's background, or (keep/simplify/remove) what happens behind a photo's subject.
  const isPhotoBackground = PHOTO_BACKGROUNDS.includes(values.background ?? '');
  const photoBackground = isPhotoBackground ? (values.background as PhotoBackground) : undefined;
  const style = {
    weight: oneOf<LineWeight>(values.weight, LINE_WEIGHTS, 'weight'),
    detail,
    frame: oneOf<FrameStyle>(values.frame, FRAME_STYLES, 'frame'),
    background: isPhotoBackground
      ? undefined
      : oneOf<Background>(
          values.background,
          BACKGROUNDS,
          'background (or, with --photo, keep, simplify, remove)',
        ),
  };
  let photoSubject: PhotoSubject | undefined;
  if (values.subject !== undefined) {
    const [x, y, w, h] = values.subject.split(',').map(Number);
    const parsed = photoSubjectSchema.safeParse({ x, y, w, h });
    if (!parsed.success) fail('--subject must be X,Y,W,H in shares of the photo (0–1), inside it', 1);
    photoSubject = parsed.data;
  }
  if ((photoSubject || photoDetail || photoBackground) && !values.photo)
    fail('--subject, --detail fewer|usual|more and --background keep|simplify|remove need --photo', 1);
  const panels = oneOf<'3' | '4' | '6'>(values.comic, ['3', '4', '6'], 'comic');
  const bubbles = oneOf<ComicBubbles>(values.bubbles, COMIC_BUBBLES, 'bubbles');
  if (bubbles && !panels) fail('--bubbles needs --comic 3|4|6', 1);
  if (panels && values.photo) fail('--comic cannot be used with --photo', 1);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) fail('--seed must be an integer', 1);
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      return fail(`cannot read ${file}: ${(error as Error).message}`, 1);
    }
  };
  const characters: CharacterInput[] = (values.character ?? []).map((file) => ({
    name: basename(file, extname(file)),
    image: read(file),
  }));
  const options: EngineOptions = { provider };
  if (provider === 'openai') {
    options.openai = {
      apiKey: process.env.OPENAI_API_KEY ?? '',
      baseURL: process.env.OPENAI_BASE_URL || undefined,
      model: process.env.OPENAI_IMAGE_MODEL || undefined,
    };
  }

  try {
    const page = await generatePage(
      {
        prompt,
        audience,
        format,
        seed,
        style,
        referenceImage: values.photo ? read(values.photo) : undefined,
        photoSubject,
        photoDetail,
        photoBackground,
        characters,
        ...(panels ? { comic: { panels: Number(panels) as 3 | 4 | 6, bubbles: bubbles ?? 'empty' } } : {}),
      },
      options,
    );
    const out = values.out;
    writeFileSync(out, page.printPng);
    const ext = extname(out);
    writeFileSync(`${ext ? out.slice(0, -ext.length) : out}-preview${ext || '.png'}`, page.previewPng);
    if (values.svg && page.svg) writeFileSync(values.svg, page.svg);
    if (values.json) process.stdout.write(`${JSON.stringify(page.metadata)}\n`);
    else {
      const m = page.metadata;
      process.stdout.write(
        `${out}: ${m.width}×${m.height} px at ${m.dpi} dpi, ${m.elements.join(', ') || 'no named elements'}` +
          `${m.setting ? ` (${m.setting})` : ''}, ${m.timings.total} ms\n`,
      );
      if (m.skippedWords.length > 0) process.stdout.write(`not understood: ${m.skippedWords.join(', ')}\n`);
    }
  } catch (error) {
    if (error instanceof EngineError) fail(error.message, error.code === 'blocked_prompt' ? 2 : 1);
    fail(`unexpected error: ${(error as Error).stack ?? String(error)}`, 1);
  }
}

// Run when executed directly or through the package's bin link, not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => fail(String(error), 1));
}
