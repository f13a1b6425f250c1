import { CHALLENGE_TEXTS } from '@inkling/contracts/challenge';
import { PROMO_ADMIN_TEXTS } from '@inkling/contracts/codes';
import {
  COMMUNITY_REPORT_REASONS,
  COMMUNITY_UI_TEXTS,
  MODERATION_TEXTS,
  MODERATION_UI_TEXTS,
  type ModerationItem,
  type ModerationReason,
  REPORT_REASON_LABELS,
} from '@inkling/contracts/community';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import Check from 'lucide-react/icons/check';
import Flag from 'lucide-react/icons/flag';
import Keyboard from 'lucide-react/icons/keyboard';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { reasonLabel } from '../../../components/community/post-to-community';
import { NotFoundView } from '../../../components/layout/not-found-view';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useDecide, useModerationLog, useModerationQueue } from '../api/moderation';
import { ReasonDialog } from './reason-dialog';

/** True when a key press belongs to a field, a dialog or a menu rather than to the page's shortcuts. */
function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest(
      'input, textarea, select, button[role="combobox"], [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"]',
    ) !== null
  );
}

function ReportsSummary({ item }: { item: ModerationItem }) {
  const total = item.reports.reduce((sum, report) => sum + report.count, 0);
  if (total === 0 && !item.reopenedAt) {
    return <p className="text-sm text-ink-soft">{MODERATION_UI_TEXTS.noReports}</p>;
  }
  const byReason = [...item.reports].sort(
    (a, b) => COMMUNITY_REPORT_REASONS.indexOf(a.reason) - COMMUNITY_REPORT_REASONS.indexOf(b.reason),
  );
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-berry-soft px-3 py-2 text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        <Flag className="size-4 text-berry" aria-hidden="true" />
        {item.reopenedAt ? `${MODERATION_TEXTS.reopenedByReports} · ` : ''}
        {MODERATION_UI_TEXTS.reports(total)}
      </p>
      {byReason.length > 0 ? (
        <ul className="flex flex-wrap gap-x-3 text-ink-soft">
          {byReason.map((report) => (
            <li key={report.reason}>
              {REPORT_REASON_LABELS[report.reason]} × {report.count}
            </li>
          ))}
        </ul>
      ) : null}
      {item.reporters.length > 0 ? (
        <div className="text-ink-soft">
          <p className="font-semibold">{MODERATION_UI_TEXTS.reportedBy}</p>
          <ul>
            {item.reporters.map((reporter) => (
              <li key={`${reporter.email}-${reporter.reportedAt}`} className="break-words">
                {MODERATION_UI_TEXTS.author(reporter.name, reporter.email)} ·{' '}
                {REPORT_REASON_LABELS[reporter.reason]}
                {reporter.counted ? '' : ` · ${MODERATION_UI_TEXTS.notCounted}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The details of a post a moderator judges: prompt, comment, author (name and e-mail), date. */
function ItemDetails({ item }: { item: ModerationItem }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h3 className="text-xl font-extrabold break-words">{item.prompt}</h3>
      <p className={cn('break-words', item.comment ? '' : 'text-ink-soft italic')}>
        {item.comment ? `“${item.comment}”` : MODERATION_UI_TEXTS.noComment}
      </p>
      <p className="text-sm break-words text-ink-soft">
        {MODERATION_UI_TEXTS.author(item.authorName, item.authorEmail)} ·{' '}
        <time dateTime={item.createdAt}>{MODERATION_UI_TEXTS.submitted(relativeTime(item.createdAt))}</time>
      </p>
      <ReportsSummary item={item} />
    </div>
  );
}

type Pending = { item: ModerationItem; action: 'reject' | 'remove' } | null;

/**
 * /moderation (issue 10; DESIGN decision 9): for moderators only (anyone else gets the
 * not-found page, like the API's 404). Pending posts oldest first with the page large enough
 * to judge, Approve / Reject (with a reason), keys A approve, R reject, J/K next/previous;
 * the published posts with Remove (with a reason); the recent decisions.
 */
export function ModerationPage() {
  useDocumentMeta({ title: MODERATION_TEXTS.heading, description: MODERATION_UI_TEXTS.pageDescription });
  const session = useSession();
  const moderator = Boolean(session.data?.moderation);
  const queue = useModerationQueue(moderator);
  const log = useModerationLog(moderator);
  const decideMutation = useDecide();
  const showApiError = useApiError();
  const [selected, setSelected] = useState(0);
  const [pending, setPending] = useState<Pending>(null);
  // Posts decided here, with the decision: they leave the pending list (and a removed one the
  // published list) at once, before the queue refreshes. An approved post joins the published
  // list when the queue comes back (issue 32: it stayed hidden there until a reload).
  const [decided, setDecided] = useState<ReadonlyMap<string, 'approve' | 'reject' | 'remove'>>(new Map());
  const itemRefs = useRef(new Map<string, HTMLElement>());

  const items = (queue.data?.items ?? []).filter((item) => !decided.has(item.id));
  const published = (queue.data?.published ?? []).filter((item) => decided.get(item.id) !== 'remove');
  const current = items[Math.min(selected, items.length - 1)];

  const decide = useCallback(
    (item: ModerationItem, action: 'approve' | 'reject' | 'remove', reason?: ModerationReason) => {
      decideMutation.mutate(
        { postId: item.id, decision: { action, reason } },
        {
          onSuccess: () => {
            setDecided((done) => new Map(done).set(item.id, action));
            setPending(null);
            toast.success(
              action === 'approve'
                ? MODERATION_TEXTS.approved
                : action === 'reject'
                  ? MODERATION_TEXTS.rejectedToast
                  : MODERATION_TEXTS.removedToast,
            );
          },
          onError: (error) => {
            setPending(null);
            showApiError(error, MODERATION_UI_TEXTS.decisionFailed);
          },
        },
      );
    },
    [decideMutation, showApiError],
  );

  // Keyboard shortcuts (shown on the page): A approve, R reject (asks the reason), J/K move.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (pending || !current) return;
      const key = event.key.toLowerCase();
      const index = items.indexOf(current);
      if (key === 'j' || key === 'k') {
        const next = key === 'j' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
        setSelected(next);
        const id = items[next]?.id;
        if (id) itemRefs.current.get(id)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      } else if (key === 'a') {
        if (!decideMutation.isPending) decide(current, 'approve');
      } else if (key === 'r') {
        setPending({ item: current, action: 'reject' });
      } else {
        return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [current, items, pending, decide, decideMutation.isPending]);

  if (session.isPending || (moderator && queue.isPending)) {
    return (
      <div className="grid flex-1 place-items-center py-24">
        <Spinner className="size-8 text-grape" label={MODERATION_TEXTS.heading} />
      </div>
    );
  }
  if (!moderator || (queue.isError && isApiError(queue.error, 'not_found'))) return <NotFoundView />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{MODERATION_TEXTS.heading}</h1>
        <p className="text-ink-soft">{MODERATION_UI_TEXTS.pageDescription}</p>
        <p className="flex items-center gap-2 self-start rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-line">
          <Keyboard className="size-4 text-grape" aria-hidden="true" />
          {MODERATION_TEXTS.shortcuts}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.promoCodes} className={buttonClasses('outline', 'sm')}>
            {PROMO_ADMIN_TEXTS.link}
          </Link>
          <Link to={paths.challengeAdmin} className={buttonClasses('outline', 'sm')}>
            {CHALLENGE_TEXTS.adminHeading}
          </Link>
        </div>
      </header>

      {queue.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl bg-berry-soft p-5">
          <p>{MODERATION_UI_TEXTS.loadFailed}</p>
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {COMMUNITY_UI_TEXTS.retry}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby="moderation-pending" className="flex flex-col gap-4">
        <h2 id="moderation-pending" className="flex items-center gap-3 text-2xl font-extrabold">
          {MODERATION_UI_TEXTS.pendingHeading}
          <span className="rounded-full bg-grape-soft px-3 py-0.5 text-sm font-bold text-grape-dark">
            {items.length}
          </span>
        </h2>
        {items.length === 0 ? (
          <p className="rounded-3xl border-2 border-dashed border-line bg-white/60 p-6 text-center text-ink-soft">
            {MODERATION_TEXTS.queueEmpty}
          </p>
        ) : (
          <ol className="flex flex-col gap-5">
            {items.map((item, index) => {
              const isSelected = item === current;
              return (
                <li
                  key={item.id}
                  ref={(element) => {
                    if (element) itemRefs.current.set(item.id, element);
                    else itemRefs.current.delete(item.id);
                  }}
                  aria-current={isSelected || undefined}
                  onFocus={() => setSelected(index)}
                  className={cn(
                    'grid scroll-my-24 gap-5 rounded-3xl bg-white p-4 shadow-card sm:p-5 md:grid-cols-[minmax(0,420px)_minmax(0,1fr)]',
                    isSelected ? 'ring-3 ring-grape' : 'ring-1 ring-line/60',
                  )}
                >
                  <img
                    src={item.imageUrl}
                    alt={PAGE_IMAGE.alt(item.prompt)}
                    width={item.width}
                    height={item.height}
                    className="h-auto max-h-[45dvh] w-full rounded-2xl md:max-h-[70dvh] bg-white object-contain ring-1 ring-line"
                  />
                  <div className="flex min-w-0 flex-col gap-4">
                    {isSelected ? (
                      <span className="self-start rounded-full bg-grape px-2.5 py-0.5 text-xs font-bold text-white">
                        {MODERATION_UI_TEXTS.selected}
                      </span>
                    ) : null}
                    <ItemDetails item={item} />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        onClick={() => decide(item, 'approve')}
                        disabled={decideMutation.isPending}
                        aria-keyshortcuts={isSelected ? 'A' : undefined}
                      >
                        <Check className="size-4.5" aria-hidden="true" />
                        {MODERATION_TEXTS.approve}
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setPending({ item, action: 'reject' })}
                        disabled={decideMutation.isPending}
                        aria-keyshortcuts={isSelected ? 'R' : undefined}
                      >
                        <X className="size-4.5" aria-hidden="true" />
                        {MODERATION_TEXTS.reject}
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby="moderation-published" className="flex flex-col gap-4">
        <h2 id="moderation-published" className="text-2xl font-extrabold">
          {MODERATION_UI_TEXTS.publishedHeading}
        </h2>
        {published.length === 0 ? (
          <p className="text-ink-soft">{MODERATION_UI_TEXTS.publishedEmpty}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {published.map((item) => (
              <li
                key={item.id}
                className="flex min-w-0 gap-3 rounded-3xl bg-white p-3 shadow-card ring-1 ring-line/60"
              >
                <img
                  src={item.imageUrl}
                  alt={PAGE_IMAGE.alt(item.prompt)}
                  loading="lazy"
                  className="h-32 w-24 shrink-0 rounded-xl bg-white object-contain ring-1 ring-line"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link
                    to={paths.communityPost.build(item.id)}
                    className="line-clamp-2 font-bold break-words hover:underline"
                  >
                    {item.prompt}
                  </Link>
                  <p className="truncate text-sm text-ink-soft">
                    {MODERATION_UI_TEXTS.author(item.authorName, item.authorEmail)}
                  </p>
                  <p className="text-sm text-ink-soft">{relativeTime(item.publishedAt ?? item.createdAt)}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setPending({ item, action: 'remove' })}
                    className="mt-auto self-start text-berry hover:bg-berry-soft hover:text-berry"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {MODERATION_TEXTS.remove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="moderation-log" className="flex flex-col gap-4">
        <h2 id="moderation-log" className="text-2xl font-extrabold">
          {MODERATION_TEXTS.logHeading}
        </h2>
        {log.isPending ? (
          <Skeleton className="h-24" />
        ) : (log.data?.entries.length ?? 0) === 0 ? (
          <p className="text-ink-soft">{MODERATION_UI_TEXTS.logEmpty}</p>
        ) : (
          <ol className="divide-y divide-line/70 overflow-hidden rounded-3xl bg-white ring-1 ring-line/60">
            {log.data?.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="font-bold">{MODERATION_UI_TEXTS.logAction[entry.action]}</span>
                {entry.reason ? <span>{reasonLabel(entry.reason)}</span> : null}
                <span className="text-ink-soft">{MODERATION_UI_TEXTS.logBy(entry.moderatorEmail)}</span>
                <Link
                  to={paths.communityPost.build(entry.postId)}
                  // 24 px tall at least: a target a finger can hit on a phone (WCAG 2.2 SC 2.5.8).
                  className="inline-flex min-h-6 items-center font-semibold text-grape-dark hover:underline"
                >
                  {MODERATION_UI_TEXTS.viewPost}
                </Link>
                <time dateTime={entry.createdAt} className="ml-auto text-ink-soft">
                  {relativeTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ReasonDialog
        action={pending?.action ?? null}
        prompt={pending?.item.prompt ?? ''}
        busy={decideMutation.isPending}
        onConfirm={(reason) => {
          if (pending) decide(pending.item, pending.action, reason);
        }}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
