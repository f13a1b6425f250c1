import {
  DEFAULT_PAGE_STYLE,
  type DetailLevel,
  LINE_WEIGHT_MM,
  PAGE_FORMATS,
  type PageStyle,
  pageStyleSchema,
} from '@inkling/contracts/page';
import type { Audience, PageFormat, PageRequest } from './types';

/** Print resolution of every page, dots per inch. */
export const PRINT_DPI = 300;
/** Safe margin: 0.25 in at 300 dpi = 75 px (engine issue "Line-art pipeline"). */
export const SAFE_MARGIN_PX = 75;
/** Preview long side, px (engine issue: ≤ 1024 px). */
export const PREVIEW_LONG_SIDE_PX = 1024;

/**
 * Drawing rules per audience, at 300 dpi. Line widths follow common coloring-book
 * practice: about 1.5 mm strokes for ages 2–4, 1 mm for 5–8, 0.6 mm for 9–12
 * (1 mm ≈ 11.8 px at 300 dpi). The smallest colourable region is roughly a
 * fingertip/crayon tip for the age: 12 mm, 8 mm and 5 mm squares.
 */
export interface AudienceProfile {
  /** Stroke width drawn, px at 300 dpi. */
  lineWidthPx: number;
  /** Thinnest line allowed on a finished page, px at 300 dpi. */
  minLineWidthPx: number;
  /** Smallest enclosed white region allowed, px² at 300 dpi. */
  minRegionAreaPx: number;
  /** Most named elements composed into one scene. */
  maxElements: number;
  /** Most background props (clouds, plants, stars…). */
  maxProps: number;
}

/** The drawing rules of each audience (see {@link AudienceProfile} for the sources of the numbers). */
export const AUDIENCE_PROFILES: Record<Audience, AudienceProfile> = {
  toddler: { lineWidthPx: 18, minLineWidthPx: 12, minRegionAreaPx: 142 * 142, maxElements: 2, maxProps: 3 },
  kids: { lineWidthPx: 12, minLineWidthPx: 8, minRegionAreaPx: 94 * 94, maxElements: 4, maxProps: 6 },
  'big-kids': { lineWidthPx: 8, minLineWidthPx: 5, minRegionAreaPx: 59 * 59, maxElements: 6, maxProps: 10 },
};

/** Pixel size of a page format at 300 dpi. */
export function pageSize(format: PageFormat): { width: number; height: number; dpi: number } {
  return PAGE_FORMATS[format];
}

/** Millimetres to px at PRINT_DPI (25.4 mm to the inch). */
export function mmToPx(mm: number): number {
  return (mm / 25.4) * PRINT_DPI;
}

/**
 * What a detail level changes (issue 33 "detail: number and size of regions"):
 * `regionArea` multiplies the audience's minRegionAreaPx (simple: twice the area, so
 * every region is at least ~1.4× wider; detailed: 0.6×, still over a 3.9 mm square for
 * ages 9–12), `props` multiplies the most background props and the props of each kind,
 * `decorations` the stars, bubbles and tufts a setting scatters. `farHill`: the second
 * hill line behind the ground (simple pages leave it out).
 */
export const DETAIL_TUNING: Record<
  DetailLevel,
  { regionArea: number; props: number; decorations: number; farHill: boolean }
> = {
  simple: { regionArea: 2, props: 0.5, decorations: 0.5, farHill: false },
  standard: { regionArea: 1, props: 1, decorations: 1, farHill: true },
  detailed: { regionArea: 0.6, props: 1.5, decorations: 1.5, farHill: true },
};

/** An audience's drawing rules with a page's style applied (see {@link pageProfile}). */
export interface PageProfile extends AudienceProfile {
  audience: Audience;
  style: PageStyle;
}

/**
 * The drawing rules of one page: the audience's profile with the page's style settings
 * applied (issue 33). The line weight sets `lineWidthPx` from contracts' LINE_WEIGHT_MM
 * (medium = the audience's own width, so a default page is unchanged) and keeps the
 * audience's ratio of thinnest allowed line to drawn line (2/3); the detail level scales
 * `minRegionAreaPx` and `maxProps` by DETAIL_TUNING. Missing style fields take
 * contracts' DEFAULT_PAGE_STYLE.
 * @throws RangeError for an audience outside contracts' AUDIENCES.
 */
export function pageProfile(audience: Audience, style: Partial<PageStyle> = {}): PageProfile {
  const base = AUDIENCE_PROFILES[audience];
  if (!base) throw new RangeError(`unknown audience "${audience}"`);
  const full: PageStyle = { ...DEFAULT_PAGE_STYLE, ...style };
  const lineWidthPx =
    full.weight === 'medium' ? base.lineWidthPx : Math.round(mmToPx(LINE_WEIGHT_MM[audience][full.weight]));
  const minLineWidthPx =
    full.weight === 'medium' ? base.minLineWidthPx : Math.max(3, Math.round((lineWidthPx * 2) / 3));
  const detail = DETAIL_TUNING[full.detail];
  return {
    audience,
    style: full,
    lineWidthPx,
    minLineWidthPx,
    minRegionAreaPx: Math.round(base.minRegionAreaPx * detail.regionArea),
    maxElements: base.maxElements,
    maxProps: Math.max(1, Math.round(base.maxProps * detail.props)),
  };
}

/** The rules to draw by: an audience's own profile, or a page's profile passed through. */
export function profileOf(rules: Audience | AudienceProfile): AudienceProfile {
  return typeof rules === 'string' ? AUDIENCE_PROFILES[rules] : rules;
}

/**
 * The line weight a prompt asks for in words: "thick", "bold", "heavy" or "fat" lines or
 * outlines are `bold`, "thin", "fine" or "light" ones `fine` (look set 7: "simple car with
 * thick lines" was drawn at the medium weight); nothing when it names none.
 */
export function promptLineWeight(prompt: string | undefined): PageStyle['weight'] | undefined {
  if (!prompt) return undefined;
  const m =
    /\b(thick|bold|heavy|fat|chunky|thin|fine|light)\s+(?:black\s+)?(?:lines?|outlines?|lineart|line\s+art|strokes?)\b/i.exec(
      prompt,
    );
  if (!m) return undefined;
  return /^(thin|fine|light)$/i.test(m[1]!) ? 'fine' : 'bold';
}

/**
 * The style of a request with defaults filled in (contracts' DEFAULT_PAGE_STYLE; the old
 * `frame: true` asks for the rounded frame unless `style.frame` says otherwise). A line
 * weight the prompt names in words ({@link promptLineWeight}) replaces the default medium
 * weight (which the app sends when nothing was chosen); a fine or bold weight chosen in the
 * style controls wins over the words.
 * @throws RangeError for a value outside contracts' LINE_WEIGHTS, DETAIL_LEVELS,
 *   FRAME_STYLES or BACKGROUNDS (a caller's mistake: the API validates them first).
 */
export function resolveStyle(request: Pick<PageRequest, 'style' | 'frame'> & { prompt?: string }): PageStyle {
  const given = Object.fromEntries(Object.entries(request.style ?? {}).filter(([, v]) => v !== undefined));
  const worded = promptLineWeight(request.prompt);
  const parsed = pageStyleSchema.safeParse({
    ...DEFAULT_PAGE_STYLE,
    ...(request.frame ? { frame: 'rounded' } : {}),
    ...given,
    // The words win over the default weight (medium, which the app always sends), not over a
    // finer or bolder weight chosen in the style controls.
    ...(worded && (given.weight === undefined || given.weight === 'medium') ? { weight: worded } : {}),
  });
  if (!parsed.success) throw new RangeError(`unknown page style ${JSON.stringify(request.style)}`);
  return parsed.data;
}
