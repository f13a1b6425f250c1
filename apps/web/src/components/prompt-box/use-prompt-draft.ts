import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import {
  clearSavedDraft,
  emptyDraft,
  newIdempotencyKey,
  type PageOptions,
  type PromptDraft,
  readDraftImage,
  readSavedDraft,
  sameDraft,
  sameStyle,
  writeDraftImage,
  writeSavedDraft,
} from './prompt-draft';

/** The draft of one prompt box and what can be done with it. */
export interface PromptDraftController {
  draft: PromptDraft;
  /**
   * The draft's Idempotency-Key: made once per draft, so a double click or a re-send of the
   * unchanged draft (even after a reload) reuses it; any edit, or a successful send, makes a
   * new one (issue 9).
   */
  idempotencyKey: string;
  /** False while the saved photo is being read back after a page load; do not send yet. */
  ready: boolean;
  /** Replaces the draft; a change to text, photo, character, age group or paper is an edit. */
  setDraft: (next: PromptDraft | ((current: PromptDraft) => PromptDraft)) => void;
  /** After a successful send: empty text, no photo or character, same options, a new key. */
  reset: () => void;
}

/** How long after the last edit the draft is written to sessionStorage, ms (typing is not slowed by storage). */
export const DRAFT_SAVE_DELAY_MS = 300;

interface DraftState {
  scope: string;
  draft: PromptDraft;
  key: string;
  /** Nothing typed or chosen yet (and nothing restored): the options follow the defaults. */
  pristine: boolean;
  /** The saved photo is still being read from IndexedDB. */
  restoring: boolean;
  /**
   * The saved draft is still to be read: a prerendered page (issue 18) hydrates with the empty
   * draft its HTML was rendered with, and the saved one replaces it right after.
   */
  unread?: boolean;
}

function initialState(scope: string, defaults: PageOptions, hydrating = false): DraftState {
  const saved = hydrating ? null : readSavedDraft(scope, defaults);
  if (!saved) {
    return {
      scope,
      draft: emptyDraft(defaults),
      key: newIdempotencyKey(),
      pristine: true,
      restoring: false,
      unread: hydrating,
    };
  }
  return {
    scope,
    draft: {
      prompt: saved.prompt,
      image: null,
      character: saved.character,
      audience: saved.audience,
      format: saved.format,
      style: saved.style,
      photoSubject: saved.photoSubject,
      photoDetail: saved.photoDetail,
      comic: saved.comic ?? 'single',
      bubbles: saved.bubbles ?? 'empty',
    },
    key: saved.key,
    pristine: false,
    restoring: saved.hasImage,
  };
}

/**
 * The prompt box's draft (text, photo, character, age group, paper) for `scope` ('home' or
 * 'project:<id>'), kept until it is sent (issue 9): the text, character, options and key
 * in sessionStorage (DRAFT_SAVE_DELAY_MS after the last edit, or at once when the page is
 * hidden), the photo in IndexedDB when it changes, so the out-of-credits → checkout → return
 * trip and the sign-in redirect bring it back. `defaults` fill the options of a fresh draft and
 * follow later changes (e.g. the project's latest page once it loads) until the user edits.
 */
export function usePromptDraft(scope: string, defaults: PageOptions): PromptDraftController {
  const hydrating = !useHydrated();
  const [stored, setState] = useState(() => initialState(scope, defaults, hydrating));
  let state = stored;
  if (stored.scope !== scope) {
    // Another project in the same mounted page: its own draft.
    state = initialState(scope, defaults);
    setState(state);
  }

  // After hydrating a prerendered page: the saved draft, as a fresh mount would have read it.
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  useEffect(() => {
    if (!state.unread) return;
    setState((s) => (s.unread && s.scope === scope ? initialState(scope, defaultsRef.current) : s));
  }, [scope, state.unread]);

  useEffect(() => {
    if (!state.restoring) return;
    let cancelled = false;
    void readDraftImage(scope).then((image) => {
      if (cancelled) return;
      setState((s) => {
        if (s.scope !== scope || !s.restoring) return s;
        if (s.draft.image) return { ...s, restoring: false };
        // A photo that could not be read back makes this a different draft: a new key.
        if (!image) return { ...s, restoring: false, key: newIdempotencyKey() };
        return { ...s, restoring: false, draft: { ...s.draft, image } };
      });
    });
    return () => {
      cancelled = true;
    };
  }, [scope, state.restoring]);

  // The text, character, options and key are written DRAFT_SAVE_DELAY_MS after the last
  // edit, not on every keystroke; the pending write runs at once when the page is hidden
  // (reload, the checkout or Google sign-in redirect), when the box unmounts or changes
  // scope. A write made stale by a newer edit or by reset() does nothing.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (state.restoring || state.pristine) return;
    const write = () => {
      if (pendingSave.current !== write) return;
      pendingSave.current = null;
      writeSavedDraft(scope, state.draft, state.key);
    };
    pendingSave.current = write;
    const timer = window.setTimeout(write, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scope, state.draft, state.key, state.pristine, state.restoring]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scope flushes the old one's write
  useEffect(() => {
    const flush = () => pendingSave.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [scope]);

  const keptImage = useRef<{ scope: string; image: File | null } | null>(null);
  useEffect(() => {
    if (state.restoring || state.unread) return;
    const kept = keptImage.current;
    if (kept && kept.scope === scope && kept.image === state.draft.image) return;
    keptImage.current = { scope, image: state.draft.image };
    void writeDraftImage(scope, state.draft.image);
  }, [scope, state.draft.image, state.restoring, state.unread]);

  const { audience, format, style } = defaults;
  useEffect(() => {
    setState((s) =>
      s.pristine &&
      (s.draft.audience !== audience || s.draft.format !== format || !sameStyle(s.draft.style, style))
        ? { ...s, draft: { ...s.draft, audience, format, style } }
        : s,
    );
  }, [audience, format, style]);

  const setDraft = useCallback((next: PromptDraft | ((current: PromptDraft) => PromptDraft)) => {
    setState((s) => {
      const draft = typeof next === 'function' ? next(s.draft) : next;
      if (sameDraft(s.draft, draft)) return s;
      return { ...s, draft, key: newIdempotencyKey(), pristine: false, unread: false };
    });
  }, []);

  const reset = useCallback(() => {
    pendingSave.current = null;
    clearSavedDraft(scope);
    keptImage.current = { scope, image: null };
    setState((s) => ({
      ...s,
      draft: emptyDraft(s.draft),
      key: newIdempotencyKey(),
      pristine: true,
      restoring: false,
      unread: false,
    }));
  }, [scope]);

  return {
    draft: state.draft,
    idempotencyKey: state.key,
    ready: !state.restoring && !state.unread,
    setDraft,
    reset,
  };
}
