import type { Character } from '@inkling/contracts/api';
import { AUDIENCE_LABELS, COMIC_LABELS, FORMAT_LABELS } from '@inkling/contracts/messages';
import {
  type Audience,
  BACKGROUNDS,
  type ComicBubbles,
  type ComicOption,
  DEFAULT_PAGE_STYLE,
  DETAIL_LEVELS,
  FRAME_STYLES,
  LINE_WEIGHTS,
  type PageFormat,
  type PageStyle,
  PHOTO_DETAILS,
  PHOTO_SUBJECT_MIN_SHARE,
  type PhotoDetail,
  type PhotoSubject,
} from '@inkling/contracts/page';
import { del, get, set } from 'idb-keyval';

/** What the prompt box holds until it is sent (issue 9: "a draft"). */
export interface PromptDraft {
  prompt: string;
  /** Reference photo, already shrunk by the browser (spec core §5). */
  image: File | null;
  character: Character | null;
  /** Age group the page is drawn for (line width, detail). */
  audience: Audience;
  /** Paper the page is laid out for. */
  format: PageFormat;
  /** Line weight, detail, frame and background of the page (issue 33). */
  style: PageStyle;
  /** The part of the photo to keep (issue 14), or null for the whole photo. */
  photoSubject: PhotoSubject | null;
  /** Fewer or more lines from the photo (issue 14). */
  photoDetail: PhotoDetail;
  /** A single picture, or a comic page of 3, 4 or 6 panels (issue 33). */
  comic: ComicChoice;
  /** With a comic: empty speech bubbles or bubbles with words. */
  bubbles: ComicBubbles;
}

/** The prompt box's comic choice (contracts COMIC_LABELS). */
export type ComicChoice = keyof typeof COMIC_LABELS;

/** The `comic` field of a page request for a draft's choice, or undefined for a single page. */
export function comicOf(draft: Pick<PromptDraft, 'comic' | 'bubbles'>): ComicOption | undefined {
  return draft.comic === 'single'
    ? undefined
    : { panels: Number(draft.comic) as ComicOption['panels'], bubbles: draft.bubbles };
}

/** The page options part of a draft. */
export type PageOptions = Pick<PromptDraft, 'audience' | 'format' | 'style'>;

/** A draft with only `prompt` and the page options: no photo (so no photo options) and no character. */
export function emptyDraft(options: PageOptions, prompt = ''): PromptDraft {
  return {
    prompt,
    image: null,
    character: null,
    audience: options.audience,
    format: options.format,
    style: options.style,
    photoSubject: null,
    photoDetail: 'usual',
    comic: 'single',
    bubbles: 'empty',
  };
}

/** A draft as kept in sessionStorage between page loads; the photo itself is in IndexedDB. */
export interface SavedDraft {
  prompt: string;
  character: Character | null;
  audience: Audience;
  format: PageFormat;
  style: PageStyle;
  photoSubject: PhotoSubject | null;
  photoDetail: PhotoDetail;
  comic?: ComicChoice;
  bubbles?: ComicBubbles;
  /** The draft's Idempotency-Key: a re-send of the unchanged draft after a reload reuses it. */
  key: string;
  /** True when a photo belongs to the draft (read back with {@link readDraftImage}). */
  hasImage: boolean;
}

/** The photo as stored in IndexedDB: bytes, not a Blob, so every browser can keep it. */
interface StoredImage {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

const STORAGE_PREFIX = 'inkling.draft.';

/** Where a draft of `scope` ('home' or 'project:<id>') is kept in sessionStorage and IndexedDB. */
export function draftStorageKey(scope: string): string {
  return `${STORAGE_PREFIX}${scope}`;
}

/**
 * A fresh Idempotency-Key (36 characters, under the server's 200). crypto.randomUUID exists
 * only in secure contexts (not plain-http LAN hosts), so 16 random bytes in hex stand in.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * True when two drafts would make the same page: same text, same photo (the same File),
 * same character, age group, paper and photo options. Any difference is an edit, which gets a new key.
 */
export function sameDraft(a: PromptDraft, b: PromptDraft): boolean {
  return (
    a.prompt === b.prompt &&
    a.image === b.image &&
    (a.character?.id ?? null) === (b.character?.id ?? null) &&
    a.audience === b.audience &&
    a.format === b.format &&
    sameStyle(a.style, b.style) &&
    JSON.stringify(a.photoSubject) === JSON.stringify(b.photoSubject) &&
    a.photoDetail === b.photoDetail &&
    a.comic === b.comic &&
    a.bubbles === b.bubbles
  );
}

/** True when two styles are the same in all four settings. */
export function sameStyle(a: PageStyle, b: PageStyle): boolean {
  return (
    a.weight === b.weight && a.detail === b.detail && a.frame === b.frame && a.background === b.background
  );
}

/**
 * A stored style read back, each setting checked by hand against the contracts' lists (no
 * zod on the first screen, issue 18); an unknown or missing one takes `fallback`'s.
 */
export function readStyle(value: unknown, fallback: PageStyle = DEFAULT_PAGE_STYLE): PageStyle {
  const s = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof PageStyle, unknown>
  >;
  const pick = <T extends string>(v: unknown, allowed: readonly T[], other: T): T =>
    (allowed as readonly unknown[]).includes(v) ? (v as T) : other;
  return {
    weight: pick(s.weight, LINE_WEIGHTS, fallback.weight),
    detail: pick(s.detail, DETAIL_LEVELS, fallback.detail),
    frame: pick(s.frame, FRAME_STYLES, fallback.frame),
    background: pick(s.background, BACKGROUNDS, fallback.background),
  };
}

function isCharacter(value: unknown): value is Character {
  const c = value as Partial<Character> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.id === 'string' &&
    typeof c.title === 'string' &&
    typeof c.imageUrl === 'string'
  );
}

/**
 * The same rules as contracts' photoSubjectSchema, checked by hand: this module is on the
 * first screen of home, and the schema would bring zod with it (issue 18).
 */
export function isPhotoSubject(value: unknown): value is PhotoSubject {
  const box = value as Partial<Record<keyof PhotoSubject, unknown>> | null;
  if (typeof box !== 'object' || box === null) return false;
  const inRange = (n: unknown, min: number): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n >= min && n <= 1;
  return (
    inRange(box.x, 0) &&
    inRange(box.y, 0) &&
    inRange(box.w, PHOTO_SUBJECT_MIN_SHARE) &&
    inRange(box.h, PHOTO_SUBJECT_MIN_SHARE) &&
    box.x + box.w <= 1.000001 &&
    box.y + box.h <= 1.000001
  );
}

/**
 * The saved draft of `scope`, or null when there is none or it cannot be read (private
 * mode, a damaged entry). Unknown age groups or papers fall back to `defaults`.
 */
export function readSavedDraft(scope: string, defaults: PageOptions): SavedDraft | null {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(scope));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedDraft>;
    if (typeof saved.prompt !== 'string' || typeof saved.key !== 'string' || !saved.key) return null;
    return {
      prompt: saved.prompt,
      character: isCharacter(saved.character) ? saved.character : null,
      audience: saved.audience && saved.audience in AUDIENCE_LABELS ? saved.audience : defaults.audience,
      format: saved.format && saved.format in FORMAT_LABELS ? saved.format : defaults.format,
      style: readStyle(saved.style, defaults.style),
      photoSubject: isPhotoSubject(saved.photoSubject) ? saved.photoSubject : null,
      photoDetail: PHOTO_DETAILS.includes(saved.photoDetail as PhotoDetail)
        ? (saved.photoDetail as PhotoDetail)
        : 'usual',
      comic: saved.comic && saved.comic in COMIC_LABELS ? saved.comic : 'single',
      bubbles: saved.bubbles === 'lines' ? 'lines' : 'empty',
      key: saved.key,
      hasImage: saved.hasImage === true,
    };
  } catch {
    return null;
  }
}

/** Keeps the draft's text, ids, options and key in sessionStorage (survives reloads and redirects). */
export function writeSavedDraft(scope: string, draft: PromptDraft, key: string): void {
  const saved: SavedDraft = {
    prompt: draft.prompt,
    character: draft.character,
    audience: draft.audience,
    format: draft.format,
    style: draft.style,
    photoSubject: draft.photoSubject,
    photoDetail: draft.photoDetail,
    comic: draft.comic,
    bubbles: draft.bubbles,
    key,
    hasImage: draft.image !== null,
  };
  try {
    sessionStorage.setItem(draftStorageKey(scope), JSON.stringify(saved));
  } catch {
    // Private mode or full storage: the draft just is not remembered.
  }
}

function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read the image'));
    reader.readAsArrayBuffer(file);
  });
}

/** Keeps (or with null, forgets) the draft's photo in IndexedDB; failures are ignored. */
export async function writeDraftImage(scope: string, image: File | null): Promise<void> {
  try {
    if (!image) {
      await del(draftStorageKey(scope));
      return;
    }
    const stored: StoredImage = { name: image.name, type: image.type, bytes: await readBytes(image) };
    await set(draftStorageKey(scope), stored);
  } catch {
    // No IndexedDB (private mode, old browser): the photo is not remembered across reloads.
  }
}

/** The draft's photo from IndexedDB, or null when none is stored or it cannot be read. */
export async function readDraftImage(scope: string): Promise<File | null> {
  try {
    const stored = await get<StoredImage>(draftStorageKey(scope));
    if (!stored || typeof stored.name !== 'string' || !stored.bytes) return null;
    return new File([stored.bytes], stored.name, { type: stored.type });
  } catch {
    return null;
  }
}

/** Forgets the draft of `scope` everywhere (after a successful send). */
export function clearSavedDraft(scope: string): void {
  try {
    sessionStorage.removeItem(draftStorageKey(scope));
  } catch {
    // Nothing was stored.
  }
  void writeDraftImage(scope, null);
}
