import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

interface CtaBandProps {
  /** id for the h2, so the section is labelled by it. */
  headingId: string;
  heading: string;
  text: string;
  /** Route the button goes to. */
  to: string;
  action: string;
}

/** The soft grape band that closes a marketing page: h2, one line, one big link button. */
export function CtaBand({ headingId, heading, text, to, action }: CtaBandProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="mt-16 rounded-3xl bg-grape-soft px-6 py-10 text-center sm:px-10"
    >
      <h2 id={headingId} className="text-2xl font-extrabold sm:text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-ink-soft">{text}</p>
      <Link to={to} className={buttonClasses('primary', 'lg', 'mt-6')}>
        {action}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </section>
  );
}
