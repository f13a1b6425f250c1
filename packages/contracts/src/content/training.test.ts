import { describe, expect, it } from 'vitest';
import {
  DEMO_PROMPT_MAX_CHARS,
  findTrainingModule,
  lessonCount,
  lessonDemoUrl,
  sectionAnchor,
  TRAINING_MODULES,
} from './training';

describe('findTrainingModule', () => {
  it('finds each of the four modules by its route id', () => {
    expect(TRAINING_MODULES.map((module) => module.id)).toEqual([1, 2, 3, 4]);
    for (const id of ['1', '2', '3', '4']) expect(findTrainingModule(id)?.id).toBe(Number(id));
  });

  it('returns undefined for unknown or malformed ids', () => {
    for (const id of [undefined, '', '0', '5', '99', 'abc', '2abc', '1.0', '-1', ' 1']) {
      expect(findTrainingModule(id)).toBeUndefined();
    }
  });
});

describe('training content', () => {
  it('marks only the first course completed', () => {
    expect(TRAINING_MODULES.map((module) => module.completed)).toEqual([true, false, false, false]);
  });

  it('gives every lesson a section that exists and every section tips', () => {
    for (const module of TRAINING_MODULES) {
      expect(module.lessons.length).toBeGreaterThan(0);
      for (const lesson of module.lessons) {
        expect(module.sections[lesson.section - 1]).toBeDefined();
      }
      for (const section of module.sections) expect(section.tips.length).toBeGreaterThan(0);
    }
  });

  it("gives every lesson its own looping demo with alt text (decision 010: demos for the spec's videos)", () => {
    const sources = TRAINING_MODULES.flatMap((module) =>
      module.lessons.map((lesson) => {
        expect(lesson.demo.src).toBe(lessonDemoUrl(module.id, lesson.id));
        expect(lesson.demo.stillSrc).toBe(lessonDemoUrl(module.id, lesson.id, true));
        expect(lesson.demo.prompt.length).toBeLessThanOrEqual(DEMO_PROMPT_MAX_CHARS);
        expect(lesson.demo.alt).toContain(lesson.title);
        return lesson.demo.src;
      }),
    );
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('states a total duration equal to the sum of its lessons', () => {
    for (const module of TRAINING_MODULES) {
      const minutes = module.lessons.reduce((sum, lesson) => sum + Number.parseInt(lesson.duration, 10), 0);
      expect(module.duration).toBe(`${minutes} min`);
    }
  });
});

describe('lessonCount and sectionAnchor', () => {
  it('counts lessons in words and names section anchors by number', () => {
    expect(lessonCount(1)).toBe('1 lesson');
    expect(lessonCount(5)).toBe('5 lessons');
    expect(sectionAnchor(3)).toBe('section-3');
  });
});
