import { describe, expect, it } from 'vitest';
import { checkPrompt } from './check-prompt';
import { detectLanguages } from './multilingual';

describe('other-language layer', () => {
  it('detects the five languages of the own lists on ordinary sentences', () => {
    expect(detectLanguages('un perro jugando en el jardín con su pelota')).toContain('es');
    expect(detectLanguages('un chien qui joue dans le jardin avec sa balle')).toContain('fr');
    expect(detectLanguages('ein Hund spielt im Garten mit seinem Ball')).toContain('de');
  });

  it.each([
    ['una niña desnuda', 'sexual'],
    ['ein Mann mit einem Messer an den Kopf eines Kindes', 'weapons'],
    ['un ragazzo che vuole uccidersi', 'self-harm'],
    ['adolescentes fumando maconha', 'drugs'],
    ['une croix gammée', 'hate'],
  ])('blocks %s (%s)', (text, category) => {
    expect(checkPrompt(text)).toMatchObject({ allowed: false, category });
  });

  it.each([
    'un gato negro en la ventana',
    'une chatte avec ses chatons',
    'she sang a song to her kitten',
    'a viol and a cello',
    'un nudo de marinero en una cuerda',
    'the bones and joints of the human hand',
  ])('allows %s (a word that is unsafe only in another language)', (text) => {
    expect(checkPrompt(text)).toEqual({ allowed: true });
  });
});
