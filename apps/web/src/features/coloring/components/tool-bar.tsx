import { BRUSH_SIZES, type BrushSize, COLORING_TEXTS } from '@inkling/contracts/coloring';
import Brush from 'lucide-react/icons/brush';
import Eraser from 'lucide-react/icons/eraser';
import Hand from 'lucide-react/icons/hand';
import PaintBucket from 'lucide-react/icons/paint-bucket';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type Tool = 'fill' | 'brush' | 'eraser' | 'move';

export interface ToolBarProps {
  tool: Tool;
  onTool: (tool: Tool) => void;
  brush: BrushSize;
  onBrush: (size: BrushSize) => void;
  /** The chosen colour, shown on the brush-size dots. */
  color: string;
}

const toggle =
  'inline-flex h-12 min-w-12 items-center justify-center gap-1.5 rounded-2xl border-2 border-line bg-white px-3 text-sm font-semibold text-ink transition-colors outline-none hover:border-grape/40 focus-visible:ring-4 focus-visible:ring-grape focus-visible:ring-offset-1 aria-pressed:border-grape aria-pressed:bg-grape-soft aria-pressed:text-grape-dark';

const TOOLS: Array<{ id: Tool; label: string; icon: ReactNode }> = [
  { id: 'fill', label: COLORING_TEXTS.fill, icon: <PaintBucket className="size-5" aria-hidden="true" /> },
  { id: 'brush', label: COLORING_TEXTS.brush, icon: <Brush className="size-5" aria-hidden="true" /> },
  { id: 'eraser', label: COLORING_TEXTS.eraser, icon: <Eraser className="size-5" aria-hidden="true" /> },
  { id: 'move', label: COLORING_TEXTS.move, icon: <Hand className="size-5" aria-hidden="true" /> },
];

/**
 * Fill, brush, eraser and move as toggle buttons (big touch targets, visible focus), and the
 * three brush sizes while the brush or eraser is chosen (issue 17).
 */
export function ToolBar({ tool, onTool, brush, onBrush, color }: ToolBarProps) {
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{COLORING_TEXTS.tools}</legend>
        {TOOLS.map(({ id, label, icon }) => (
          <button
            key={id}
            type="button"
            className={toggle}
            aria-pressed={tool === id}
            onClick={() => onTool(id)}
          >
            {icon}
            <span className="max-sm:sr-only">{label}</span>
          </button>
        ))}
      </fieldset>
      {tool === 'brush' || tool === 'eraser' ? (
        <fieldset className="flex gap-1.5">
          <legend className="sr-only">{COLORING_TEXTS.brushSize}</legend>
          {BRUSH_SIZES.map((size, k) => (
            <button
              key={size.id}
              type="button"
              className={cn(toggle, 'w-12 px-0')}
              aria-pressed={brush === size.id}
              aria-label={size.label}
              onClick={() => onBrush(size.id)}
            >
              <span
                className="rounded-full ring-1 ring-ink/20"
                style={{
                  width: 8 + k * 8,
                  height: 8 + k * 8,
                  backgroundColor: tool === 'eraser' ? '#fff' : color,
                }}
              />
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
