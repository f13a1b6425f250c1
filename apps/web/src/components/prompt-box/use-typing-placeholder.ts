import { PLACEHOLDER_PHRASES } from '@inkling/contracts/messages';
import { type RefObject, useEffect } from 'react';
import { useReducedMotion } from '../../lib/use-reduced-motion';

const PREFIX = 'Create ';
const TYPE_MS = 70;
const ERASE_MS = 35;
const HOLD_MS = 1600;
const STATIC_PLACEHOLDER = `Describe your idea, e.g. ${PLACEHOLDER_PHRASES[0]}`;

/**
 * Types out and erases the rotating placeholder phrases (spec core "Prompt box") by writing
 * the textarea's placeholder directly, so the box does not re-render on every letter.
 * With prefers-reduced-motion, or while `paused`, the placeholder stays still; with
 * `enabled` false the hook leaves the placeholder alone (the chat placement's fixed one).
 */
export function useTypingPlaceholder(
  ref: RefObject<HTMLTextAreaElement | null>,
  paused: boolean,
  enabled = true,
): void {
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    if (reduced) {
      element.placeholder = STATIC_PLACEHOLDER;
      return;
    }
    if (paused) return;
    let phrase = 0;
    let length = 0;
    let erasing = false;
    let timer = 0;
    const tick = () => {
      const text = PLACEHOLDER_PHRASES[phrase % PLACEHOLDER_PHRASES.length]!;
      let delay = erasing ? ERASE_MS : TYPE_MS;
      if (!erasing && length < text.length) length += 1;
      else if (!erasing) {
        erasing = true;
        delay = HOLD_MS;
      } else if (length > 0) length -= 1;
      else {
        erasing = false;
        phrase += 1;
        delay = 400;
      }
      element.placeholder = `${PREFIX}${text.slice(0, length)}`;
      timer = window.setTimeout(tick, delay);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [ref, reduced, paused, enabled]);
}
