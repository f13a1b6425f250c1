/**
 * The provider interface shared by `generatePage` (which picks a provider and finishes
 * its drawing) and the providers themselves (sketchbook/provider.ts, providers/openai.ts).
 * It lives apart from both so neither imports the other.
 */
import type { GreyRaster } from './lineart/raster';
import type { AudienceProfile } from './profiles';
import type {
  Audience,
  CharacterInput,
  PageFormat,
  PageStyle,
  PhotoBackground,
  PhotoDetail,
  ProviderName,
  StoryCast,
} from './types';

/** A request as a provider sees it: validated, defaults filled in, page size resolved. */
export interface ProviderRequest {
  /** The prompt, trimmed, 1–2,000 characters, already passed the safety check. */
  prompt: string;
  audience: Audience;
  format: PageFormat;
  /** Page size, px at 300 dpi. */
  width: number;
  height: number;
  /** Variation seed, an integer: the same request and seed give the same sketchbook page. */
  seed: number;
  /** The page has a frame (style.frame is not `none`). */
  frame: boolean;
  /** The page's style, defaults filled in (PageRequest.style, issue 33). */
  style: PageStyle;
  /** The page's drawing rules: the audience's with the style applied (profiles.ts pageProfile). */
  profile: AudienceProfile;
  /** Photo or drawing (JPEG/PNG/WebP bytes) to redraw as line art (its marked subject only, when one was marked). */
  referenceImage?: Buffer;
  /** Fewer or more lines for a photo (PageRequest.photoDetail); absent = usual. */
  photoDetail?: PhotoDetail;
  /** Behind a photo's main subject (PageRequest.photoBackground, resolved: never absent from generatePage). */
  photoBackground?: PhotoBackground;
  /** Saved characters to place in the scene. */
  characters?: CharacterInput[];
  /** A story book's main character, the same on every page (PageRequest.cast). */
  cast?: StoryCast;
}

/** What a provider drew, before the line-art pipeline. */
export interface ProviderDrawing {
  /** A vector page of exactly width×height px (the sketchbook); rasterised by generatePage. */
  svg?: string;
  /**
   * Line art composited onto the rendered `svg` at (x, y) px, the darker pixel winning:
   * a photo's line art on a framed photo page. The returned `svg` then holds only the
   * drawn parts (frame, props).
   */
  overlays?: { raster: GreyRaster; x: number; y: number }[];
  /**
   * Or a raster drawing (an AI image, a photo's line art). Fitted inside the safe
   * margin when `fit` is true, otherwise mapped onto the whole page.
   */
  raster?: GreyRaster;
  fit?: boolean;
  /**
   * The `raster` is already a finished page of exactly width×height px (photoToLineArt's
   * output: only 0 and 255, the audience's line width, small regions filled, solid areas
   * hollowed, the margin white), so generatePage encodes it as it is instead of running
   * cleanupLineArt over it a second time (issue 30: that second pass was 200–350 ms of a
   * photo page and redrew every line once more).
   */
  finished?: boolean;
  /** Named things on the page, main subject first. */
  elements: string[];
  skippedWords: string[];
  setting: string | null;
  /** Attribution lines for the art used. */
  credits: string[];
  /** Stage timings measured by the provider, ms (e.g. compose). */
  timings?: Record<string, number>;
  /** Nothing in the prompt was understood: the page is a stand-in scene (PageMetadata.fallback). */
  fallback?: boolean;
  /** Box around every named thing drawn, px (PageMetadata.thingsBox). */
  thingsBox?: { x: number; y: number; w: number; h: number };
}

/** A source of pages: the offline sketchbook or an AI image model. */
export interface PageProvider {
  readonly name: ProviderName;
  /**
   * Draws one page. Throws EngineError (`invalid_image`, `image_too_large`,
   * `provider_refused`, `provider_failed`, `timeout`) on failure.
   */
  draw(request: ProviderRequest): Promise<ProviderDrawing>;
}
