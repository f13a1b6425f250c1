/**
 * Clicks, presses and file choices made on a prerendered page before its app runs (issue 18).
 * The HTML is on screen, and takes input, while the app's code loads and hydrates it: a few
 * hundred ms on a desktop, seconds on a slow phone. Without this, a button pressed, an Enter
 * or a chosen file in that time would do nothing (nothing listens yet), and a form could even
 * be sent natively, putting what was typed into a reloaded page's address.
 *
 * main.tsx starts holding at once (holdEarlyEvents). A click on one of the site's own links is
 * kept as an address the router follows as soon as hydration starts (takeEarlyNavigation).
 * Every other press is stopped before the page sees it and queued; once the routed page has
 * hydrated and its fields' owners have taken their early text (lib/early-input), the presses
 * are dispatched again in order to the same elements (replayEarlyEvents, from the root layout),
 * so the app handles them as if they had just happened. Then holding stops.
 */

/** A press held for replay, with the element it was made on (the prerendered DOM, kept by hydration). */
type HeldPress =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'enter'; target: HTMLInputElement | HTMLTextAreaElement }
  | { kind: 'file'; target: HTMLInputElement }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

/**
 * What a click may press: the controls whose clicks do something only in the app. Links are
 * handled apart (followed by the router); a file input is left to open the browser's chooser,
 * and the `change` it fires is held instead; a `<summary>` opens its `<details>` without the app.
 */
const PRESSABLE =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"], input:is([type="checkbox"], [type="radio"], [type="submit"], [type="button"], [type="reset"], [type="image"])';

/** Text inputs whose Enter sends their form (implicit submission, HTML § 4.10.21.2). */
const SINGLE_LINE =
  'input:is([type="text"], [type="search"], [type="email"], [type="url"], [type="tel"], [type="password"], [type="number"], :not([type]))';

/** The longest presses are held after hydration started, if the page never reports it hydrated (an error page). */
const HOLD_LIMIT_MS = 10_000;

const held: HeldPress[] = [];
let navigation: string | undefined;
/** True once hydration started: link clicks are the router's own from then on. */
let linksReleased = false;
let stopHolding: (() => void) | undefined;
let replaying: Promise<void> | undefined;
/** True while a held press is dispatched again: the events it makes go through. */
let passing = false;

/**
 * Resolves in a new task, so the browser can handle input and paint before the caller goes on:
 * the start of a prerendered page is split into tasks instead of one long one (issue 18:
 * Total Blocking Time on phones). Used by main.tsx and app/start.tsx.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves after the browser has painted a frame (a task queued from requestAnimationFrame runs after it). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The address of a same-site link click the router can follow, or undefined to let it be. */
function heldLink(event: MouseEvent, target: Element): string | undefined {
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  // A jump within this page works without the app.
  if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash)
    return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}

/** Queues `press` unless it repeats the last held press (a second tap because nothing happened yet). */
function hold(event: Event, press: HeldPress): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const last = held.at(-1);
  if (last && last.kind === press.kind && last.target === press.target) return;
  held.push(press);
}

function onClick(event: MouseEvent): void {
  if (passing) return;
  if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
  const link = linksReleased ? undefined : heldLink(event, event.target);
  if (link !== undefined) {
    event.preventDefault();
    event.stopImmediatePropagation();
    navigation = link;
    return;
  }
  const control = event.target.closest<HTMLElement>(PRESSABLE);
  if (control) hold(event, { kind: 'click', target: control });
}

function onKeyDown(event: KeyboardEvent): void {
  if (passing) return;
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
  const field = event.target;
  // A text area takes Enter as a new line unless it says Enter sends (the prompt box).
  if (field instanceof HTMLTextAreaElement && field.getAttribute('enterkeyhint') === 'send')
    hold(event, { kind: 'enter', target: field });
  else if (field instanceof HTMLInputElement && field.matches(SINGLE_LINE) && field.form)
    hold(event, { kind: 'enter', target: field });
}

function onChange(event: Event): void {
  const input = event.target;
  if (!passing && input instanceof HTMLInputElement && input.type === 'file') {
    event.stopImmediatePropagation();
    held.push({ kind: 'file', target: input });
  }
}

function onSubmit(event: SubmitEvent): void {
  if (!passing && event.target instanceof HTMLFormElement)
    hold(event, { kind: 'submit', target: event.target, submitter: event.submitter });
}

/**
 * Starts holding (main.tsx, before the app's code is fetched). Listens on the window in the
 * capture phase, ahead of the page and of React's own listeners on the root, so a press made
 * after hydration started but before it finished is queued behind the earlier ones.
 */
export function holdEarlyEvents(): void {
  if (stopHolding) return;
  const listeners = [
    ['click', onClick],
    ['keydown', onKeyDown],
    ['change', onChange],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);
  stopHolding = () => {
    for (const [type, listener] of listeners)
      window.removeEventListener(type, listener as EventListener, true);
    stopHolding = undefined;
  };
}

/**
 * The address of the last same-site link clicked before the app ran, once (later calls give
 * undefined). Called when hydration starts (app/start.tsx), which navigates there; links
 * clicked from then on are the router's own.
 */
export function takeEarlyNavigation(): string | undefined {
  const to = navigation;
  navigation = undefined;
  linksReleased = true;
  return to;
}

/**
 * Stops holding and forgets the held presses (main.tsx, when the app's code could not load:
 * links then work as plain links). Gives the held link address, as takeEarlyNavigation.
 */
export function dropEarlyEvents(): string | undefined {
  held.length = 0;
  stopHolding?.();
  return takeEarlyNavigation();
}

/** Sends a held Enter again; in a single-line field the browser's implicit submission follows. */
function replayEnter(field: HTMLInputElement | HTMLTextAreaElement): void {
  const proceed = field.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
  );
  if (!proceed || !(field instanceof HTMLInputElement) || !field.form) return;
  // Implicit submission (HTML § 4.10.21.2): the form's default button is clicked, if enabled.
  const button = field.form.querySelector<HTMLButtonElement | HTMLInputElement>(
    'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]',
  );
  if (button) {
    if (!button.disabled) button.click();
  } else field.form.requestSubmit();
}

/** Dispatches one held press to its element again, as the app would have seen it (unless hydration replaced it). */
function replay(press: HeldPress): void {
  if (!press.target.isConnected) return;
  passing = true;
  try {
    dispatchAgain(press);
  } finally {
    passing = false;
  }
}

function dispatchAgain(press: HeldPress): void {
  switch (press.kind) {
    case 'click':
      press.target.click();
      break;
    case 'enter':
      replayEnter(press.target);
      break;
    case 'file':
      press.target.dispatchEvent(new Event('change', { bubbles: true }));
      break;
    case 'submit':
      press.target.requestSubmit(
        press.submitter && press.target.contains(press.submitter) ? press.submitter : undefined,
      );
      break;
  }
}

/**
 * Replays the held presses once the routed page has hydrated (the root layout calls it from
 * an effect, which runs after the page's own mount effects), then stops holding. Each press
 * waits a frame, so the app's state changes from the one before (early text taken, a form
 * sending) are rendered before it: a repeated Send finds the button busy. Resolves when done;
 * later calls give the same promise. Does nothing when nothing was held.
 */
export function replayEarlyEvents(): Promise<void> {
  if (!stopHolding) return Promise.resolve();
  replaying ??= (async () => {
    await nextFrame();
    await nextFrame();
    for (let press = held.shift(); press; press = held.shift()) {
      replay(press);
      await nextFrame();
    }
    stopHolding?.();
  })();
  return replaying;
}

/**
 * Replays what is held after HOLD_LIMIT_MS if the page has not asked by then (hydration
 * started but the routed page never reported it was hydrated, as on a route's error page),
 * so presses are never held for good. Called when hydration starts (app/start.tsx).
 */
export function replayEarlyEventsLater(): void {
  if (stopHolding) setTimeout(() => void replayEarlyEvents(), HOLD_LIMIT_MS);
}
