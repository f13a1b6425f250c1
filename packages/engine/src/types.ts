import type {
  Audience,
  ComicBubbles,
  ComicPanelCount,
  PageFormat,
  PageStyle,
  PhotoDetail,
  PhotoSubject,
  ProviderName,
} from '@inkling/contracts/page';

export type {
  Audience,
  ComicBubbles,
  ComicPanelCount,
  PageFormat,
  PageStyle,
  PhotoDetail,
  PhotoSubject,
  ProviderName,
};

/**
 * What happens behind a photo's main subject (issue 30, "Background: keep / simplify /
 * remove"): `keep` draws the background's lines as found (the subject is not looked for);
 * `simplify` drops the background's texture (dense lines: grain, a crowd, foliage) and
 * keeps its single lines; `remove` leaves it white paper and gives the subject one closed
 * outline. A photo without a clear subject is drawn whole, as with `keep`
 * (lineart/photo.ts quietBackground).
 */
export type PhotoBackground = 'keep' | 'simplify' | 'remove';

/** A saved coloring page brought into a new scene as a subject. */
export interface CharacterInput {
  /** Name used in `elements`, e.g. "Sparky the dragon". */
  name: string;
  /** What the character is like, from its saved description (the AI provider's prompt uses it). */
  description?: string;
  /** The character's image bytes (normally a previous page's print or preview PNG). */
  image: Buffer;
}

/**
 * Hats drawn on a figure (sketchbook/figure.ts draws them): the role hats (a firefighter's
 * helmet, a crown, a chef's hat, a pointed witch's hat, a peaked cap) and the hats a
 * character's words ask for (issue 33): a wide-brimmed sun or straw hat, a woolly beanie, a
 * top hat, a cowboy hat ("a cap" is the peaked cap).
 */
export type Hat = 'helmet' | 'crown' | 'chef' | 'pointed' | 'cap' | 'sunhat' | 'beanie' | 'tophat' | 'cowboy';

/**
 * Hair styles a figure is drawn with (figure.ts): the eight varied between people, `swept`
 * (short, the fringe swept to one side: a boy's fourth style in place of a bob), and
 * `bald` (a bare dome with hair left at the sides), drawn only when words ask for it or for
 * an old man.
 */
export type FigureHair =
  | 'short'
  | 'curly'
  | 'long'
  | 'ponytail'
  | 'bun'
  | 'pigtails'
  | 'bob'
  | 'spiky'
  | 'swept'
  | 'bald';

/**
 * A person's look kept across pages (issue 33, story books): who the figure is, its variant
 * (hair, clothes, sleeves, parting) and its hat. The same look drawn in any pose is the same
 * figure (sketchbook/figure.ts castLook picks variants whose clothes no pose changes).
 * `hair`, `beard` and `glasses` are what the character's words asked for (people.ts
 * appearanceOf, 2026-11-29: the panel's old man "with a white beard and a straw hat" had
 * neither); absent, the variant decides the hair and there is no beard or glasses, so looks
 * stored before these fields draw as they did.
 */
export interface FigureLook {
  age: 'child' | 'adult' | 'elder';
  look: 'feminine' | 'masculine' | 'any';
  /** figure.ts figureVariant number, ≥ 0. */
  variant: number;
  hat?: Hat;
  /** Hair asked for in words; overrides the variant's hair. */
  hair?: FigureHair;
  /** A full beard (with its moustache) or a moustache alone; adults and elders only. */
  beard?: 'beard' | 'moustache';
  /** Glasses: two rings over the eyes. */
  glasses?: boolean;
}

/**
 * A story's main character as every page of the book draws it (issue 33): `term` is the
 * word its scene prompts use for it ("girl", "dragon"); `figure`, for a person, the figure
 * look the sketchbook keeps on every page. A thing named `term` that is not a figure is
 * always drawn with its best catalog art.
 */
export interface StoryCast {
  term: string;
  figure?: FigureLook;
}

/** What `generatePage` is asked to draw (engine issue "What it must do"). */
export interface PageRequest {
  /** The idea in words, 1–2,000 characters. */
  prompt: string;
  /** Optional photo or drawing (JPEG/PNG/WebP bytes); becomes the page's line art. */
  referenceImage?: Buffer;
  /** With a photo: keep only this marked part, background removed (lineart/photo-subject.ts). */
  photoSubject?: PhotoSubject;
  /** With a photo: fewer or more lines than usual. Default `usual`. */
  photoDetail?: PhotoDetail;
  /**
   * With a photo: what happens behind its main subject, found automatically
   * (lineart/subject-mask.ts, issue 30): `keep` its lines, `simplify` (drop its texture),
   * `remove` them (white). Default `remove` when `style.background` is `subject`,
   * otherwise `keep` (the 2026-11-29 panel: the mask often cuts off an arm or a head, and
   * the pages people preferred kept the photo's own edges).
   */
  photoBackground?: PhotoBackground;
  /** Optional saved characters placed into the scene as subjects. */
  characters?: CharacterInput[];
  /** Default `kids`. */
  audience?: Audience;
  /** Default `letter`. */
  format?: PageFormat;
  /** Same request + seed → same page; another seed → another variation. Default 1. */
  seed?: number;
  /** Draw a rounded frame inside the safe margin. Default false; `style.frame` wins when given. */
  frame?: boolean;
  /**
   * Style controls (issue 33): line weight, detail, frame, background. Missing fields take
   * contracts' DEFAULT_PAGE_STYLE (medium, standard, none, scene), which draws the page as
   * before the controls existed.
   */
  style?: Partial<PageStyle>;
  /** A story book's main character, kept the same on every page (sketchbook; issue 33). */
  cast?: StoryCast;
  /**
   * The prompt was composed by the app, not typed: a story book's scene, written by the story
   * grammar from words the server already checked with every layer (the idea and the
   * character), or by the text model (story/openai.ts) and checked with the rules (and the
   * Moderations API when on) before the book was made. Its kid-safety check runs the rules and the page check but not the learned
   * layer, which was trained on what people type and refused scenes such as "a girl pointing
   * at a deer in the snow" (2026-11-29). Only the server sets it. Default false.
   */
  composed?: boolean;
  /**
   * Draw a comic page (issue 33 "Comic pages", comic.ts): the page split into `panels`
   * panels, each a scene with one speech bubble, `empty` or holding a short line. The panels'
   * scenes are `beats` when given (a story book's pages: scene and caption, in order; the
   * first `panels` are used), otherwise the story grammar splits the prompt into a
   * beginning, problem, turn and ending of the right count.
   */
  comic?: ComicRequest;
}

/** What a comic page is made of (PageRequest.comic). */
export interface ComicRequest {
  panels: ComicPanelCount;
  bubbles: ComicBubbles;
  /** Panels from a story book: at least `panels` beats, scene words and the bubble's line. */
  beats?: { scene: string; line?: string }[];
}

/** One panel of a finished comic page (PageMetadata.comic). Boxes in px at 300 dpi on the page. */
export interface ComicPanelMetadata {
  scene: string;
  /** The bubble's words, or null for an empty bubble. */
  bubble: string | null;
  /** The panel inside its border. */
  box: { x: number; y: number; w: number; h: number };
  /** The bubble's oval: centre and radii. */
  bubbleOval: { cx: number; cy: number; rx: number; ry: number };
  /** Where its tail points (the main subject's top). */
  tailTip: { x: number; y: number };
  /** The named things the scene drew in the panel, when the provider says (sketchbook). */
  thingsBox?: { x: number; y: number; w: number; h: number };
}

/** A comic page's layout (PageMetadata.comic). */
export interface ComicMetadata {
  panels: ComicPanelCount;
  bubbles: ComicBubbles;
  items: ComicPanelMetadata[];
}

/** Metadata of a finished page. Sizes in px, times in ms. */
export interface PageMetadata {
  provider: ProviderName;
  seed: number;
  audience: Audience;
  format: PageFormat;
  /** The style the page was drawn with, defaults filled in (issue 33). */
  style: PageStyle;
  /** Stroke width drawn, px at 300 dpi (the line weight for the audience, profiles.ts pageProfile). */
  lineWidthPx: number;
  width: number;
  height: number;
  dpi: number;
  /** The named things placed on the page, main subject first, e.g. ["dog","fire engine","house"]. */
  elements: string[];
  /** The scene setting chosen, e.g. "garden", or null. */
  setting: string | null;
  /** Words of the prompt that were not understood. */
  skippedWords: string[];
  /** Attribution lines for the art used (e.g. OpenMoji, CC BY-SA 4.0). */
  credits: string[];
  /** Stage timings in ms, e.g. { compose, rasterize, cleanup, encode, total }. */
  timings: Record<string, number>;
  /**
   * True when nothing in the prompt was understood and the page shows an unrelated
   * stand-in scene (issue 14 #10): callers should say so plainly, not only list skipped words.
   */
  fallback?: boolean;
  /**
   * Where the sketchbook drew the named things (main subject, others, held things, props),
   * the box around all of them, px at 300 dpi; absent for other providers. On a subject-only
   * page (style.background `subject`) nothing but the frame is drawn outside it.
   */
  thingsBox?: { x: number; y: number; w: number; h: number };
  /** Set on a comic page: its panels, their scenes and bubbles (PageRequest.comic). */
  comic?: ComicMetadata;
}

/** A finished coloring page. */
export interface Page {
  /** 8-bit greyscale PNG at full size and 300 dpi; only pixel values 0 and 255. */
  printPng: Buffer;
  /** PNG whose long side is ≤ 1024 px. */
  previewPng: Buffer;
  /** Vector version where the provider draws vectors (sketchbook), otherwise null. */
  svg: string | null;
  metadata: PageMetadata;
}

/** Configuration of the `openai` provider. */
export interface OpenAIOptions {
  apiKey: string;
  /** OpenAI-compatible server; default the official API. */
  baseURL?: string;
  /** Default `DEFAULT_OPENAI_IMAGE_MODEL` (contracts/page). */
  model?: string;
  /** Per-call timeout, ms. Default 120 000. */
  timeoutMs?: number;
  /** Retries on 429/5xx/timeouts with exponential backoff. Default 2. */
  maxRetries?: number;
}

/** How the engine runs: which provider, and its settings. */
export interface EngineOptions {
  /** Default `sketchbook`. */
  provider?: ProviderName;
  openai?: OpenAIOptions;
}

/** Result of the kid-safety check (`checkPrompt`). */
export type SafetyVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** e.g. "sexual", "violence", "weapons", "self-harm", "drugs", "hate", "profanity". */
      category: string;
      /** Friendly, kid-appropriate text to show the user. */
      message: string;
      /**
       * A nearby kid-friendly idea built from the prompt ("a pirate ship on the ocean"),
       * already in `message`; absent when the prompt names nothing that may be kept (issue 31).
       */
      suggestion?: string;
    };
