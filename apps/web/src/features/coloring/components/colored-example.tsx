import { COLORING_TEXTS } from '@inkling/contracts/coloring';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export interface ColoredExampleProps {
  generationId: string;
  prompt: string;
  /** Whether Print adds the example small in a corner of the sheet (issue 17). */
  inPrint: boolean;
  onInPrintChange: (inPrint: boolean) => void;
}

/** Address of a page's coloured example (GET /api/generations/:id/example.png). */
export function exampleUrl(generationId: string): string {
  return `/api/generations/${encodeURIComponent(generationId)}/example.png`;
}

/**
 * "Show me an example" (issue 17): for a child who does not know where to start, the same
 * scene in OpenMoji's own colours (GET /api/generations/:id/example.png, owner only), shown
 * small beside the page on request, and, once shown, optionally printed small in a corner of
 * the sheet. Pages without one (AI or photo pages) say so.
 */
export function ColoredExample({ generationId, prompt, inPrint, onInPrintChange }: ColoredExampleProps) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'none'>('loading');
  const src = exampleUrl(generationId);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        <Lightbulb className="size-4" aria-hidden="true" />
        {open ? COLORING_TEXTS.hideExample : COLORING_TEXTS.showExample}
      </Button>
      {open ? (
        state === 'none' ? (
          <p className="text-sm text-ink-soft" role="status">
            {COLORING_TEXTS.noExample}
          </p>
        ) : (
          <figure className="relative">
            <img
              src={src}
              alt={COLORING_TEXTS.exampleAlt(prompt)}
              data-testid="coloring-example"
              className="w-40 max-w-full rounded-xl bg-white ring-1 ring-line"
              onLoad={(event) => {
                setState('ready');
                // Into view in the tool panel, which scrolls on phones.
                event.currentTarget.scrollIntoView?.({ block: 'nearest' });
              }}
              onError={() => setState('none')}
            />
            {state === 'loading' ? (
              <p className="mt-1 flex items-center gap-2 text-xs text-ink-soft" role="status">
                <Spinner className="size-4" /> {COLORING_TEXTS.exampleLoading}
              </p>
            ) : null}
            {state === 'ready' ? (
              <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
                <input
                  type="checkbox"
                  checked={inPrint}
                  onChange={(event) => onInPrintChange(event.target.checked)}
                  className="size-6 shrink-0 accent-grape sm:size-5"
                />
                {COLORING_TEXTS.printExample}
              </label>
            ) : null}
          </figure>
        )
      ) : null}
    </div>
  );
}
