import { COLORING_PALETTE, COLORING_TEXTS, RECENT_COLORS } from '@inkling/contracts/coloring';
import Plus from 'lucide-react/icons/plus';
import { cn } from '../../../lib/cn';

export interface PaletteProps {
  color: string;
  recent: string[];
  onChange: (hex: string) => void;
}

const swatch =
  'relative size-11 shrink-0 rounded-full ring-1 ring-ink/15 transition-transform outline-none focus-visible:ring-4 focus-visible:ring-grape focus-visible:ring-offset-2 aria-pressed:scale-110 aria-pressed:ring-4 aria-pressed:ring-ink';

/** The last `RECENT_COLORS` colours, newest first, without repeats. */
export function withRecent(recent: string[], hex: string): string[] {
  return [hex, ...recent.filter((c) => c !== hex)].slice(0, RECENT_COLORS);
}

/**
 * 24 big round swatches (44 px, a comfortable touch target), a custom colour and the recent
 * colours (issue 17). Each swatch is a toggle button named by its colour.
 */
export function Palette({ color, recent, onChange }: PaletteProps) {
  return (
    <div className="flex flex-col gap-2">
      {recent.length > 0 ? (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-xs font-semibold text-ink-soft">{COLORING_TEXTS.recent}</legend>
          {recent.map((hex) => (
            <button
              key={`recent-${hex}`}
              type="button"
              className={cn(swatch, 'size-9')}
              style={{ backgroundColor: hex }}
              aria-label={`${COLORING_TEXTS.recent}: ${nameOf(hex)}`}
              aria-pressed={hex === color}
              onClick={() => onChange(hex)}
            />
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="sr-only">{COLORING_TEXTS.palette}</legend>
        <div className="grid grid-flow-col grid-rows-2 gap-2 overflow-x-auto p-1.5 landscape:grid-flow-row landscape:grid-cols-4 landscape:grid-rows-none lg:grid-flow-row lg:grid-cols-4 lg:grid-rows-none">
          {COLORING_PALETTE.map(({ hex, name }) => (
            <button
              key={hex}
              type="button"
              className={swatch}
              style={{ backgroundColor: hex }}
              aria-label={name}
              aria-pressed={hex === color}
              onClick={() => onChange(hex)}
            />
          ))}
          <label
            className={cn(
              swatch,
              'flex cursor-pointer items-center justify-center bg-[conic-gradient(red,yellow,lime,cyan,blue,magenta,red)] focus-within:ring-4 focus-within:ring-grape',
            )}
          >
            <Plus className="size-5 rounded-full bg-white/80 text-ink" aria-hidden="true" />
            <input
              type="color"
              className="sr-only"
              aria-label={COLORING_TEXTS.custom}
              value={color}
              onChange={(event) => onChange(event.target.value)}
            />
          </label>
        </div>
      </fieldset>
    </div>
  );
}

function nameOf(hex: string): string {
  return COLORING_PALETTE.find((c) => c.hex === hex)?.name ?? hex;
}
