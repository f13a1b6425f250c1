/**
 * Trains the kid-safety learned layer (issue 31) and writes its model file:
 * `npm run train:safety` (= `npx tsx packages/safety/bench/train-classifier.ts`).
 *
 * Data: every labelled corpus of `packages/safety/src/corpus` — the training slices (`train/*.json`,
 * written for this by helpers who never saw the rules), the held-out batches of issue 13,
 * blind sets 3–7 (measured once, now regression sets) — and the hand-written corpus of
 * `test/safety-corpus.ts`. A stratified 15 % of it (seeded) is held back as the validation
 * split. There are two thresholds (classifier.ts `otherLanguageThreshold`), each the lowest that
 * refuses at most MAX_MODEL_FALSE_POSITIVES (0.3 %; 0.8 % until training slice 27) of its group's validation harmless prompts
 * of four or more words that the rules allow: prompts that read as English, and prompts that
 * read as another language, whose scores run higher. Under 1 %: issue 31 allows 1 % of a blind
 * set's harmless prompts refused in all, and the rules refuse none of the validation's; at
 * 0.1 % (the rule until 2026-11-28) the threshold rose to 0.99 once training slices 23–25
 * (hard look-alikes about children) joined, and a quarter more unsafe prompts went through.
 * Blind sets still unmeasured must never be added here before their measurement.
 *
 * Prints the validation figures (rules alone, model alone, both) and writes
 * `packages/safety/src/corpus/classifier-model.json`. Deterministic: the same data and seed give the same file.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { inspectPrompt } from '../src/check-prompt';
import {
  CLASSIFIER_CLASSES,
  type ClassifierClass,
  type ClassifierFile,
  classifyPrompt,
  countWords,
  MIN_WORDS,
  readsInOtherLanguage,
} from '../src/classifier';
import { detectLanguages } from '../src/multilingual';
import {
  chooseThreshold,
  type LabelledPrompt,
  modelToFile,
  seededRandom,
  shuffled,
  trainClassifier,
  unsafeScores,
} from '../src/train-classifier';
import { SAFE, UNSAFE } from '../test/safety-corpus';

const CORPUS = new URL('../src/corpus/', import.meta.url);
const SEED = 31;
/**
 * Blind sets kept out of training: a set that will measure the shipped model (docs/safety.md)
 * must not be trained on before its measurement, or that figure would be untrue. Sets 3–7 have
 * joined training. Set 8 measured this model on 2026-11-28 and stays out so the shipped model
 * is the one it measured (trained with it, the other-language threshold moved from 0.976 to
 * 0.991 and 320 more corpus prompts went unblocked: the group's validation is small); it
 * joins with the next blind set, which goes here until its own measurement.
 */
const HELD_OUT = new Set([
  'blind8.json',
  'blind9.json',
  'blind10.json',
  'blind11.json',
  // Written 2026-11-28 for the measurement after set 11's families were fixed.
  'blind12.json',
  // Written 2026-11-29 (Dutch and Polish included), measured once at ade8269.
  'blind13.json',
  // Written 2026-11-29 for the measurement after sets 12 and 13's families, measured once at c3dcb15.
  'blind14.json',
  // Written 2026-11-29 for the measurement after set 14's families, measured once at 7ff0b2f.
  'blind15.json',
  // Written 2026-11-29 for the measurement after set 15's families, measured once at 393df12.
  'blind16.json',
  // Written 2026-11-29 for the measurement after set 16's families, measured once at 2bdfe1e.
  'blind17.json',
  // Written 2026-11-29 for the measurement after set 17's families, measured once at 52fe154.
  'blind18.json',
  // Written 2026-11-29 for the measurement after set 18's families, measured once at f8a535f.
  'blind19.json',
  // Written 2026-11-29 for the measurement after set 19's families, measured once at 9eb5f37.
  'blind20.json',
  // Written 2026-11-29 for the measurement after set 20's families, measured once at ae15208.
  'blind21.json',
  // Written 2026-11-29 for the measurement after set 21's families, measured once at 6add39a.
  'blind22.json',
  // Written 2026-11-29 for the measurement after set 22's fixes, measured once at 40f8e7d.
  'blind23.json',
  // Written 2026-11-29 for the measurement after set 23's families, measured once at a10e7a4.
  'blind24.json',
  // Written 2026-11-29 for the measurement after set 24's families, measured once at 139459f.
  'blind25.json',
  // Written 2026-11-30 for the measurement after set 25's families, measured once at 0ea8db0.
  'blind26.json',
  // Written 2026-11-30 for the measurement after set 26's families, measured once at 196e8bd.
  'blind27.json',
]);
const VALIDATION_SHARE = 0.15;
/**
 * Share of the validation's harmless prompts (that the rules allow) the model may refuse (see
 * above). 0.3 % since training slice 27 (2026-11-28): its 450 easy harmless prompts ("draw him
 * and his dog") joined the validation, so at 0.8 % the quota let the threshold fall from 0.91 to
 * 0.81 (36 corpus prompts refused instead of 26), and at 0.5 % (threshold 0.86) ten of the story
 * grammar's 1,310 captions were refused ("A deer came along and smiled at Kai."). At 0.3 % the
 * threshold is 0.91 again: validation 86.4 % blocked / 0.3 % refused (88.7 % / 0.7 % before the
 * slice), 17 harmless corpus prompts and no story caption refused.
 */
const MAX_MODEL_FALSE_POSITIVES = 0.003;

interface CorpusFile {
  unsafe: { text: string; category: string }[];
  harmless: { text: string }[];
}

function labelled(file: CorpusFile, source: string): LabelledPrompt[] {
  const out: LabelledPrompt[] = [];
  for (const u of file.unsafe) {
    if (!(CLASSIFIER_CLASSES as readonly string[]).includes(u.category) || u.category === 'harmless')
      throw new Error(`${source}: unknown category ${u.category} for "${u.text}"`);
    out.push({ text: u.text, label: u.category as ClassifierClass, source });
  }
  for (const h of file.harmless) out.push({ text: h.text, label: 'harmless', source });
  return out;
}

function readCorpus(): LabelledPrompt[] {
  const files = [
    ...readdirSync(new URL('train/', CORPUS))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `train/${f}`),
    ...readdirSync(CORPUS).filter((f) => /^(?:batch\d+|blind\d+)\.json$/.test(f) && !HELD_OUT.has(f)),
  ].sort();
  const all = files.flatMap((f) =>
    labelled(JSON.parse(readFileSync(new URL(f, CORPUS), 'utf8')) as CorpusFile, f),
  );
  all.push(
    ...UNSAFE.map((u) => ({
      text: u.text,
      label: u.category as ClassifierClass,
      source: 'safety-corpus.ts',
    })),
  );
  all.push(...SAFE.map((text) => ({ text, label: 'harmless' as const, source: 'safety-corpus.ts' })));
  // One copy of each text (several files share a few prompts); the first label wins.
  const seen = new Set<string>();
  return all.filter((e) => {
    const key = e.text.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** count/total as "n/N = p %". */
const rate = (n: number, total: number) => `${n}/${total} = ${((100 * n) / Math.max(1, total)).toFixed(1)} %`;

/**
 * Trains the shipped model from the corpus (seeded, deterministic; ~5 s).
 * @returns the model file as written to disk, and the validation report it records.
 */
export function trainShippedModel(): { file: ClassifierFile; report: Record<string, unknown> } {
  const corpus = readCorpus();
  const random = seededRandom(SEED);
  const train: LabelledPrompt[] = [];
  const validation: LabelledPrompt[] = [];
  for (const cls of CLASSIFIER_CLASSES) {
    const group = shuffled(
      corpus.filter((e) => e.label === cls),
      random,
    );
    const cut = Math.round(group.length * VALIDATION_SHARE);
    validation.push(...group.slice(0, cut));
    train.push(...group.slice(cut));
  }
  // TRAIN_EPOCHS / TRAIN_LR / TRAIN_L2 / TRAIN_MAX_FP override the defaults for a sweep judged
  // on the validation split only (the shipped model uses the defaults).
  const env = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
  const model = trainClassifier(train, {
    seed: SEED,
    epochs: env('TRAIN_EPOCHS'),
    learningRate: env('TRAIN_LR'),
    l2: env('TRAIN_L2'),
  });
  const harmless = validation.filter((e) => e.label === 'harmless');
  const unsafe = validation.filter((e) => e.label !== 'harmless');
  const rulesRefuse = (t: string) => inspectPrompt(t, { learned: false }).length > 0;
  const harmlessRulesAllow = harmless.filter((e) => !rulesRefuse(e.text));
  // Short prompts are left out (classifyPrompt leaves them to the rules); every language stays
  // in, as classifyPrompt reads them all (see the header).
  const long = (t: string) => countWords(t) >= MIN_WORDS;
  // One threshold per group, each chosen on that group's validation prompts alone: prompts
  // that read as another language score higher (classifier.ts `otherLanguageThreshold`).
  const other = (t: string) => readsInOtherLanguage(t, detectLanguages(t));
  const candidates = harmlessRulesAllow.filter((e) => long(e.text)).map((e) => e.text);
  const maxFalsePositives = env('TRAIN_MAX_FP') ?? MAX_MODEL_FALSE_POSITIVES;
  model.threshold = chooseThreshold(
    unsafeScores(
      model,
      candidates.filter((t) => !other(t)),
    ),
    maxFalsePositives,
  );
  model.otherLanguageThreshold = chooseThreshold(
    unsafeScores(model, candidates.filter(other)),
    maxFalsePositives,
  );
  const modelRefuses = (t: string) => classifyPrompt(t, model)?.refused === true;
  const count = (set: LabelledPrompt[], f: (t: string) => boolean) => set.filter((e) => f(e.text)).length;
  const report = {
    trainedOn: `${train.length} prompts (${train.filter((e) => e.label !== 'harmless').length} unsafe)`,
    validation: `${validation.length} prompts (${unsafe.length} unsafe), stratified ${VALIDATION_SHARE * 100} %, seed ${SEED}`,
    perClass: Object.fromEntries(
      CLASSIFIER_CLASSES.map((c) => [c, corpus.filter((e) => e.label === c).length]),
    ),
    threshold: Math.round(model.threshold * 1e4) / 1e4,
    otherLanguageThreshold: Math.round(model.otherLanguageThreshold * 1e4) / 1e4,
    rulesAlone: {
      unsafeBlocked: rate(count(unsafe, rulesRefuse), unsafe.length),
      harmlessRefused: rate(count(harmless, rulesRefuse), harmless.length),
    },
    modelAlone: {
      unsafeBlocked: rate(count(unsafe, modelRefuses), unsafe.length),
      harmlessRefused: rate(count(harmless, modelRefuses), harmless.length),
    },
    both: {
      unsafeBlocked: rate(
        count(unsafe, (t) => rulesRefuse(t) || modelRefuses(t)),
        unsafe.length,
      ),
      harmlessRefused: rate(
        count(harmless, (t) => rulesRefuse(t) || modelRefuses(t)),
        harmless.length,
      ),
    },
  };
  return { file: modelToFile(model, report), report };
}

/** The model file's path. */
export const MODEL_FILE = new URL('classifier-model.json', CORPUS);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { file, report } = trainShippedModel();
  writeFileSync(MODEL_FILE, `${JSON.stringify(file)}\n`);
  process.stdout.write(
    `${JSON.stringify(report, null, 2)}\ntrained in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
