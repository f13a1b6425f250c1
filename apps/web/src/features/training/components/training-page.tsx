import {
  lessonCount,
  sectionAnchor,
  TRAINING_DEMO,
  TRAINING_MODULES,
  TRAINING_PAGE,
  type TrainingLevel,
} from '@inkling/contracts/content/training';
import BookOpen from 'lucide-react/icons/book-open';
import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePlay from 'lucide-react/icons/circle-play';
import Clock from 'lucide-react/icons/clock';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/use-document-meta';

const LEVEL_STYLE: Record<TrainingLevel, string> = {
  Beginner: 'bg-leaf-soft text-[#17794a]',
  Intermediate: 'bg-sky-soft text-[#165593]',
  Advanced: 'bg-berry-soft text-[#b0264f]',
};

/**
 * /training — the Training Center: four course cards with level, duration, lesson count,
 * the fixed completed badge and lesson links into each module's sections, each with its
 * looping demo (spec content §2; decision 010).
 */
export function TrainingPage() {
  useDocumentMeta({ title: TRAINING_PAGE.title, description: TRAINING_PAGE.description });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow={TRAINING_PAGE.eyebrow} title={TRAINING_PAGE.heading}>
        {TRAINING_PAGE.intro}
      </PageHeader>

      <section aria-labelledby="training-courses-heading" className="mt-12">
        <h2 id="training-courses-heading" className="sr-only">
          {TRAINING_PAGE.coursesHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {TRAINING_MODULES.map((module) => {
            const headingId = `course-${module.id}-heading`;
            return (
              <li key={module.id}>
                <article
                  aria-labelledby={headingId}
                  className="flex h-full flex-col rounded-3xl border border-line bg-white p-6 shadow-card sm:p-7"
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                    <span className={`rounded-full px-3 py-1 ${LEVEL_STYLE[module.level]}`}>
                      {module.level}
                    </span>
                    <span className="inline-flex items-center gap-1 text-ink-soft">
                      <Clock className="size-4" aria-hidden="true" />
                      {module.duration}
                    </span>
                    <span className="inline-flex items-center gap-1 text-ink-soft">
                      <BookOpen className="size-4" aria-hidden="true" />
                      {lessonCount(module.lessons.length)}
                    </span>
                    {module.completed ? (
                      <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-[#17794a] px-3 py-1 text-white">
                        <CircleCheck className="size-4" aria-hidden="true" />
                        {TRAINING_PAGE.completed}
                      </span>
                    ) : null}
                  </div>
                  <h3 id={headingId} className="mt-4 text-xl font-bold">
                    <span className="text-ink-soft">{TRAINING_PAGE.coursePrefix(module.id)}</span>
                    {module.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-ink-soft">{module.description}</p>

                  <h4 className="mt-5 text-sm font-bold tracking-wide text-ink-soft uppercase">
                    {TRAINING_PAGE.lessonsHeading}
                  </h4>
                  <ol className="mt-2 divide-y divide-line rounded-2xl border border-line">
                    {module.lessons.map((lesson) => (
                      <li key={lesson.id}>
                        <Link
                          to={`${paths.trainingModule.build(module.id)}#${sectionAnchor(lesson.section)}`}
                          data-demo={lesson.demo.src}
                          className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-paper"
                        >
                          <span className="flex items-start gap-3">
                            <span
                              className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-grape-soft text-xs font-bold text-grape-dark"
                              aria-hidden="true"
                            >
                              {lesson.id}
                            </span>
                            <span className="font-medium">{lesson.title}</span>
                          </span>
                          <span className="inline-flex shrink-0 items-center gap-1.5 text-sm text-ink-soft">
                            <CirclePlay className="size-4 text-grape" aria-hidden="true" />
                            <span className="sr-only">{TRAINING_DEMO.withDemo}</span>
                            <span className="sr-only">{TRAINING_PAGE.readingTime}</span>
                            {lesson.duration}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ol>

                  <div className="mt-auto pt-6">
                    <Link
                      to={paths.trainingModule.build(module.id)}
                      className={buttonClasses(
                        module.completed ? 'outline' : 'primary',
                        'md',
                        'w-full sm:w-auto',
                      )}
                    >
                      {module.completed ? TRAINING_PAGE.review : TRAINING_PAGE.start}
                      <span className="sr-only">: {module.title}</span>
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="training-help-heading"
        className="mt-16 flex flex-col items-center gap-4 rounded-3xl bg-sun-soft px-6 py-10 text-center sm:px-10"
      >
        <LifeBuoy className="size-10 text-[#8a5a00]" aria-hidden="true" />
        <h2 id="training-help-heading" className="text-2xl font-extrabold">
          {TRAINING_PAGE.helpHeading}
        </h2>
        <p className="max-w-xl text-ink-soft">{TRAINING_PAGE.helpText}</p>
        <Link to={paths.support} className={buttonClasses('primary', 'lg')}>
          {TRAINING_PAGE.helpButton}
        </Link>
      </section>
    </div>
  );
}
