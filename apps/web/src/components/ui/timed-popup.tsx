import { POPUP_MS } from '@inkling/contracts/limits';
import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect } from 'react';

/**
 * A centred message that hides itself after 3 s (spec core "Home": centred timed popup;
 * §9 POPUP_MS). Announced politely to screen readers; clicking it hides it sooner.
 */
export function TimedPopup({ message, onDone }: { message: string | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);

  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-0 z-[60] grid place-items-center p-6"
    >
      {message ? (
        <button
          type="button"
          onClick={onDone}
          className="pointer-events-auto flex max-w-sm animate-fade-in items-start gap-3 rounded-3xl border-2 border-sun bg-white px-6 py-5 text-left text-[15px] leading-relaxed font-medium shadow-lift"
        >
          <Sparkles className="mt-0.5 size-5 shrink-0 text-tangerine" aria-hidden="true" />
          <span>{message}</span>
        </button>
      ) : null}
    </div>
  );
}
