import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type EarlyEvents = typeof import('./early-events');
const loaded: EarlyEvents[] = [];

/** A fresh copy of the module per test: its held presses are module state, as in the browser. */
async function load(): Promise<EarlyEvents> {
  vi.resetModules();
  const module = await import('./early-events');
  loaded.push(module);
  return module;
}

/** A prerendered page: a prompt form, a notes box, a toggle, a file input, a link and a plain form. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `
    <form id="prompt"><textarea id="prompt-input" enterkeyhint="send"></textarea>
      <button id="send" type="submit">Send</button></form>
    <textarea id="notes"></textarea>
    <button id="toggle" type="button">Options</button>
    <input id="file" type="file">
    <a id="pricing" href="/pricing">Pricing</a>
    <form id="search"><input id="query" type="search"></form>`;
  document.body.append(root);
  return root;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** What "the app" saw, recorded by listeners on the root (where React listens) added at hydration. */
function hydrate(root: HTMLElement): string[] {
  const seen: string[] = [];
  root.addEventListener('click', (event) => {
    seen.push(`click ${(event.target as Element).id}`);
    // The router follows links itself.
    if ((event.target as Element).closest('a')) event.preventDefault();
  });
  root.addEventListener('keydown', (event) => {
    seen.push(`${event.key} ${(event.target as Element).id}`);
    if ((event.target as Element).id === 'prompt-input') event.preventDefault();
  });
  root.addEventListener('change', (event) => seen.push(`change ${(event.target as Element).id}`));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(`submit ${(event.target as Element).id}`);
  });
  return seen;
}

const enter = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    setTimeout(() => callback(performance.now()), 0);
    return 0;
  });
});

afterEach(() => {
  for (const module of loaded.splice(0)) module.dropEarlyEvents();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('presses made before the app runs', () => {
  it('are held from the page and given to the app afterwards, in order, once each', async () => {
    const early = await load();
    const root = prerendered();
    early.holdEarlyEvents();
    byId('toggle').click();
    byId('toggle').click(); // a second tap because nothing happened: one press
    expect(enter(byId('prompt-input'))).toBe(false); // no new line in the prompt
    byId<HTMLInputElement>('file').dispatchEvent(new Event('change', { bubbles: true }));
    const seen = hydrate(root);
    expect(seen).toEqual([]);
    await early.replayEarlyEvents();
    expect(seen).toEqual(['click toggle', 'Enter prompt-input', 'change file']);
    // Holding has stopped: a press now reaches the app at once, and only once.
    byId('toggle').click();
    expect(seen.at(-1)).toBe('click toggle');
    expect(seen).toHaveLength(4);
  });

  it('keeps Enter as a new line in a text area that does not send, and leaves typing alone', async () => {
    const early = await load();
    prerendered();
    early.holdEarlyEvents();
    expect(enter(byId('notes'))).toBe(true);
    const shiftEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    expect(byId('prompt-input').dispatchEvent(shiftEnter)).toBe(true);
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    expect(byId('prompt-input').dispatchEvent(letter)).toBe(true);
  });

  it('stops a form from being sent natively and sends it through the app afterwards', async () => {
    const early = await load();
    const root = prerendered();
    early.holdEarlyEvents();
    const native = vi.fn();
    // Last in line, as the browser's own submission would be: it must never see the event.
    window.addEventListener('submit', (event) => !event.defaultPrevented && native());
    byId<HTMLFormElement>('prompt').requestSubmit();
    expect(native).not.toHaveBeenCalled();
    const seen = hydrate(root);
    await early.replayEarlyEvents();
    expect(seen).toEqual(['submit prompt']);
  });

  it('sends a single-line field’s form on Enter after hydration, as the browser would have', async () => {
    const early = await load();
    const root = prerendered();
    early.holdEarlyEvents();
    expect(enter(byId('query'))).toBe(false);
    const seen = hydrate(root);
    await early.replayEarlyEvents();
    expect(seen).toEqual(['Enter query', 'submit search']);
  });

  it('gives a same-site link click to the router instead of holding it as a press', async () => {
    const early = await load();
    const root = prerendered();
    early.holdEarlyEvents();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    expect(byId('pricing').dispatchEvent(click)).toBe(false);
    expect(early.takeEarlyNavigation()).toBe('/pricing');
    expect(early.takeEarlyNavigation()).toBeUndefined();
    // Once hydration started the router owns link clicks: they are neither held nor stopped.
    const seen = hydrate(root);
    byId('pricing').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(seen).toEqual(['click pricing']);
    await early.replayEarlyEvents();
    expect(seen).toEqual(['click pricing']);
  });

  it('skips presses on elements hydration replaced, and forgets everything when the app cannot load', async () => {
    const early = await load();
    const root = prerendered();
    early.holdEarlyEvents();
    byId('toggle').click();
    byId('pricing').click();
    byId('toggle').remove();
    const seen = hydrate(root);
    await early.replayEarlyEvents();
    expect(seen).toEqual([]);

    const again = await load();
    again.holdEarlyEvents();
    byId('send').click();
    byId('pricing').click();
    expect(again.dropEarlyEvents()).toBe('/pricing');
    await again.replayEarlyEvents();
    expect(seen).toEqual([]);
    byId('send').click(); // no longer held: the form is sent as usual
    expect(seen).toEqual(['click send', 'submit prompt']);
  });

  it('replays after the time limit when the page never reports it has hydrated', async () => {
    vi.useFakeTimers();
    try {
      const early = await load();
      const root = prerendered();
      early.holdEarlyEvents();
      byId('toggle').click();
      const seen = hydrate(root);
      early.replayEarlyEventsLater();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(seen).toEqual([]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(seen).toEqual(['click toggle']);
    } finally {
      vi.useRealTimers();
    }
  });
});
