import { CHAT_STATUS_TEXT } from '@inkling/contracts/messages';
import { describe, expect, it } from 'vitest';
import { makeGeneration } from '../../../test/factories';
import { buildMessages, skippedWordsNote, statusText, thingsToColorList } from './chat-messages';

describe('statusText', () => {
  it('maps each generation status to the spec text', () => {
    expect(statusText(makeGeneration({ status: 'completed' }))).toBe("Here's your coloring book page!");
    expect(statusText(makeGeneration({ status: 'failed' }))).toBe(
      'Cannot draw that one. Please try again with a different prompt.',
    );
    expect(statusText(makeGeneration({ status: 'generating' }))).toBe(
      'Generating your coloring book page...',
    );
    expect(statusText(makeGeneration({ status: 'created' }))).toBe('Thinking...');
  });

  it('does not claim a page without a result', () => {
    expect(statusText(makeGeneration({ status: 'completed', result: null }))).toBe(CHAT_STATUS_TEXT.other);
  });
});

describe('buildMessages', () => {
  it('makes a user message and an assistant reply per generation, oldest first', () => {
    const done = makeGeneration({ prompt: 'Adorable puppy' });
    const busy = makeGeneration({ prompt: 'Racecar driver', status: 'generating' });
    const messages = buildMessages([done, busy]);
    expect(messages.map((m) => m.id)).toEqual([
      `user-${done.id}`,
      `assistant-${done.id}`,
      `user-${busy.id}`,
      `assistant-${busy.id}`,
    ]);
    expect(messages[0]).toMatchObject({ type: 'user', content: 'Adorable puppy' });
    expect(messages[1]).toMatchObject({
      type: 'assistant',
      imageUrl: done.result?.previewUrl,
      isGenerating: false,
    });
    expect(messages[3]).toMatchObject({ isGenerating: true, imageUrl: undefined });
  });
});

describe('skippedWordsNote', () => {
  it('names the words that could not be drawn', () => {
    expect(skippedWordsNote(makeGeneration({ skippedWords: [] }))).toBeNull();
    expect(skippedWordsNote(makeGeneration({ skippedWords: ['quokka'] }))).toBe(
      "I couldn't draw “quokka” yet. Try describing it with other words!",
    );
    expect(skippedWordsNote(makeGeneration({ skippedWords: ['quokka', 'theremin', 'yurt'] }))).toBe(
      "I couldn't draw “quokka”, “theremin” and “yurt” yet. Try describing them with other words!",
    );
  });

  it('says plainly when the page is a stand-in for a prompt it did not understand', () => {
    expect(skippedWordsNote(makeGeneration({ fallback: true, skippedWords: ['zorblax', 'quimp'] }))).toBe(
      "I didn't understand those words yet, so this page is a stand-in picture, not what you asked for. Try simple words, like “a cat on a boat”!",
    );
    expect(skippedWordsNote(makeGeneration({ status: 'generating', fallback: true }))).toBeNull();
  });
});

describe('thingsToColorList', () => {
  it('lists a page kind with spaces and a word in letters as the word itself', () => {
    expect(thingsToColorList(['water-cycle'])).toBe('water cycle');
    expect(thingsToColorList(['word HAPPY BIRTHDAY NOAH', 'birthday cake', 'letter B'])).toBe(
      'HAPPY BIRTHDAY NOAH · birthday cake · letter B',
    );
    expect(thingsToColorList(['mandala', 'star'])).toBe('mandala · star');
  });
});
