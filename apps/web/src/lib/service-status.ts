import { useSyncExternalStore } from 'react';

/** While the server answers 503 `unavailable`: how long it asked clients to wait, s. */
export interface Unavailable {
  retryAfterSeconds: number;
}

/** Poll interval when the server gave no Retry-After, s (the server sends 5: errors.ts). */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

let current: Unavailable | null = null;
const listeners = new Set<() => void>();

function set(next: Unavailable | null) {
  if (current === next || (current && next && current.retryAfterSeconds === next.retryAfterSeconds)) return;
  current = next;
  for (const listener of listeners) listener();
}

/** The server cannot reach its database or storage (a 503 `unavailable` answer). */
export function reportUnavailable(retryAfterSeconds = DEFAULT_RETRY_AFTER_SECONDS): void {
  set({ retryAfterSeconds });
}

/** The server answered normally again. */
export function reportAvailable(): void {
  set(null);
}

/** The current outage, or null; re-renders when it starts or ends. */
export function useServiceUnavailable(): Unavailable | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
