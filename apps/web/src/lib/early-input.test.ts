import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput, takeEarlyInput } from './early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Prerendered fields as the HTML has them; then `typed` typed into the prompt. */
function prerendered(typed: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <textarea id="prompt-input"></textarea>
    <input id="title" type="text" value="Untitled">
    <input id="plain" value="">
    <input id="check" type="checkbox">
    <textarea></textarea>`;
  document.body.append(root);
  (root.querySelector('#prompt-input') as HTMLTextAreaElement).value = typed;
  return root;
}

describe('text typed before hydration', () => {
  it('is kept only for the fields the user changed, and given once', () => {
    const root = prerendered('a dinosaur eating ice cream');
    (root.querySelector('#plain') as HTMLInputElement).value = 'typed too';
    captureEarlyInput(root);
    expect(takeEarlyInput('prompt-input')).toBe('a dinosaur eating ice cream');
    expect(takeEarlyInput('prompt-input')).toBeUndefined();
    expect(takeEarlyInput('plain')).toBe('typed too');
    expect(takeEarlyInput('title')).toBeUndefined();
    expect(takeEarlyInput('check')).toBeUndefined();
  });

  it('keeps nothing when nothing was typed', () => {
    captureEarlyInput(prerendered(''));
    expect(takeEarlyInput('prompt-input')).toBeUndefined();
  });
});
