import {
  findTrainingModule,
  type LessonDemo,
  sectionAnchor,
  TRAINING_DEMO,
  TRAINING_MODULE_PAGE,
  type TrainingModule,
} from '@inkling/contracts/content/training';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import CirclePause from 'lucide-react/icons/circle-pause';
import CirclePlay from 'lucide-react/icons/circle-play';
import Clock from 'lucide-react/icons/clock';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Sparkles from 'lucide-react/icons/sparkles';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

/**
 * After the page renders, brings the lesson's section (the URL hash, e.g. #section-3) into
 * view and focus. It runs a frame later so the app's scroll-to-top on navigation (spec
 * content §2) happens first and does not undo it.
 */
function useScrollToHash(hash: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ block: 'start' });
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}

/**
 * A lesson's short looping demo (decision 010: it stands in for the spec's lesson video): the
 * animated SVG with its alt text and a caption, and a button that pauses it (shows its last
 * frame) and plays it again (WCAG 2.2.2). It starts paused where the reader asks for reduced
 * motion.
 */
function LessonDemoFigure({ demo }: { demo: LessonDemo }) {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  // The prerendered page shows the playing demo; reduced motion applies once hydrated, so
  // the first render matches that HTML (the animated SVG itself also stands still then).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const still = paused ?? (hydrated && reduced);
  return (
    <figure className="mt-5 overflow-hidden rounded-2xl border border-line bg-paper" data-lesson-demo>
      <img
        src={still ? demo.stillSrc : demo.src}
        alt={demo.alt}
        width={640}
        height={360}
        loading="lazy"
        className="block h-auto w-full"
      />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm text-ink-soft">
        <span>{TRAINING_DEMO.caption(demo.prompt)}</span>
        <button type="button" onClick={() => setPaused(!still)} className={buttonClasses('outline', 'sm')}>
          {still ? (
            <CirclePlay className="size-4" aria-hidden="true" />
          ) : (
            <CirclePause className="size-4" aria-hidden="true" />
          )}
          {still ? TRAINING_DEMO.play : TRAINING_DEMO.pause}
        </button>
      </figcaption>
    </figure>
  );
}

function ModuleNotFound() {
  useDocumentMeta({
    title: TRAINING_MODULE_PAGE.notFoundTitle,
    description: TRAINING_MODULE_PAGE.notFoundDescription,
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <BookOpen className="size-12 text-grape" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-extrabold">{TRAINING_MODULE_PAGE.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-ink-soft">{TRAINING_MODULE_PAGE.notFoundText}</p>
      <Link to={paths.training} className={buttonClasses('primary', 'lg', 'mt-8')}>
        <ArrowLeft className="size-5" aria-hidden="true" />
        {TRAINING_MODULE_PAGE.back}
      </Link>
    </div>
  );
}

function ModuleContent({ module }: { module: TrainingModule }) {
  useDocumentMeta({ title: TRAINING_MODULE_PAGE.metaTitle(module.title), description: module.description });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14" aria-labelledby="module-title">
      <Link
        to={paths.training}
        className="inline-flex items-center gap-1.5 rounded-full font-semibold text-grape-dark hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {TRAINING_MODULE_PAGE.back}
      </Link>

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-soft">
          <span className="rounded-full bg-grape-soft px-3 py-1 text-grape-dark">
            {TRAINING_MODULE_PAGE.course(module.id)}
          </span>
          <span>{module.level}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {module.duration}
          </span>
        </p>
        <h1
          id="module-title"
          className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {module.title}
        </h1>
        <p className="mt-3 text-lg text-ink-soft">{module.description}</p>
      </header>

      <section aria-labelledby="module-intro-heading" className="mt-10">
        <h2 id="module-intro-heading" className="text-2xl font-extrabold">
          {TRAINING_MODULE_PAGE.introduction}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{module.introduction}</p>
      </section>

      <ol className="mt-10 space-y-8">
        {module.sections.map((section, index) => {
          const number = index + 1;
          const anchor = sectionAnchor(number);
          const lesson = module.lessons.find((item) => item.section === number);
          return (
            <li key={section.title}>
              <section
                id={anchor}
                tabIndex={-1}
                aria-labelledby={`${anchor}-heading`}
                className="scroll-mt-24 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
              >
                <h2
                  id={`${anchor}-heading`}
                  className="flex items-start gap-3 text-xl font-extrabold sm:text-2xl"
                >
                  <span
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-grape text-base text-white"
                    aria-hidden="true"
                  >
                    {number}
                  </span>
                  <span>
                    <span className="sr-only">{TRAINING_MODULE_PAGE.sectionPrefix(number)}</span>
                    {section.title}
                  </span>
                </h2>
                {lesson ? <LessonDemoFigure demo={lesson.demo} /> : null}
                <div className="mt-4 space-y-3 leading-relaxed text-ink-soft">
                  {section.content.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                <div className="mt-5 rounded-2xl bg-sun-soft p-5">
                  <h3 className="flex items-center gap-2 font-bold">
                    <Lightbulb className="size-5 text-[#8a5a00]" aria-hidden="true" />
                    {TRAINING_MODULE_PAGE.keyTips}
                  </h3>
                  <ul className="mt-2 list-disc space-y-1.5 pl-6 text-ink">
                    {section.tips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                </div>
              </section>
            </li>
          );
        })}
      </ol>

      <section
        aria-labelledby="module-conclusion-heading"
        className="mt-10 rounded-3xl bg-grape-soft p-6 sm:p-8"
      >
        <h2 id="module-conclusion-heading" className="text-2xl font-extrabold">
          {TRAINING_MODULE_PAGE.conclusion}
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-ink-soft">{module.conclusion}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={paths.training} className={buttonClasses('outline', 'lg')}>
            <ArrowLeft className="size-5" aria-hidden="true" />
            {TRAINING_MODULE_PAGE.back}
          </Link>
          <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
            <Sparkles className="size-5" aria-hidden="true" />
            {TRAINING_MODULE_PAGE.startCreating}
          </Link>
        </div>
      </section>
    </article>
  );
}

/**
 * /training/module/:moduleId — one course: introduction, numbered sections with key tips,
 * conclusion, Back to Training and Start Creating; "Module Not Found" for an unknown id
 * (spec content §2 "Training module").
 */
export function TrainingModulePage() {
  const { moduleId } = useParams();
  const { hash } = useLocation();
  const module = findTrainingModule(moduleId);
  useScrollToHash(hash, module !== undefined);

  return module ? <ModuleContent key={module.id} module={module} /> : <ModuleNotFound />;
}
