import type { Generation } from '@inkling/contracts/api';
import { CHAT_AUTOSCROLL_THRESHOLD_PX } from '@inkling/contracts/limits';
import { CHARACTER_TEXTS, PAGE_IMAGE, WORKSPACE, WORKSPACE_LABELS } from '@inkling/contracts/messages';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookmarkPlus from 'lucide-react/icons/bookmark-plus';
import MessageCircle from 'lucide-react/icons/message-circle';
import Printer from 'lucide-react/icons/printer';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageCommunityStatus, PostToCommunityButton } from '../../../components/community/post-to-community';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { clockTime } from '../../../lib/relative-time';
import { type ChatMessage, skippedWordsNote, thingsToColorList } from './chat-messages';
import { ProjectTitle } from './project-title';
import { ReportPageButton } from './report-page-button';

export interface ChatPanelProps {
  projectId: string;
  /** Null while the project loads. */
  title: string | null;
  messages: ChatMessage[];
  loading: boolean;
  /** The message input at the foot of the chat: the shared prompt box (PromptComposer). */
  input: ReactNode;
  /**
   * The page the preview shows (desktop "N of M"); its reply is highlighted. With
   * `revealSelected` (the user moved through N of M) it is also scrolled into view.
   */
  selectedId: string | null;
  revealSelected: boolean;
  onOpenImage: (generation: Generation) => void;
  onRetry: (generation: Generation) => void;
  onSaveCharacter: (generation: Generation) => void;
  retryingId: string | null;
  /** Pages whose credit was given back (the project's refundedPageIds). */
  refundedIds: ReadonlySet<string>;
}

function AssistantAvatar() {
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-grape" aria-hidden="true">
      <svg viewBox="0 0 64 64" className="size-5">
        <path d="M18 46l4-12 20-20a5 5 0 017 7L29 41z" fill="#fff" />
        <path d="M18 46l4-12 7 7z" fill="#ffc83d" />
      </svg>
    </span>
  );
}

function MessageRow({
  message,
  onOpenImage,
  onRetry,
  onSaveCharacter,
  retrying,
  selected,
  refunded,
}: {
  message: ChatMessage;
  selected: boolean;
  refunded: boolean;
  onOpenImage: ChatPanelProps['onOpenImage'];
  onRetry: ChatPanelProps['onRetry'];
  onSaveCharacter: ChatPanelProps['onSaveCharacter'];
  retrying: boolean;
}) {
  const time = clockTime(message.timestamp);
  if (message.type === 'user') {
    return (
      <li className="flex flex-col items-end gap-1">
        {message.generation.retryOf ? (
          <span className="flex items-center gap-1 text-xs font-semibold text-ink-soft">
            <RefreshCw className="size-3" aria-hidden="true" /> {WORKSPACE_LABELS.anotherVersion}
          </span>
        ) : null}
        {message.generation.inputImageUrl ? (
          <img
            src={message.generation.inputImageUrl}
            alt={WORKSPACE_LABELS.reference}
            loading="lazy"
            className="max-h-32 max-w-40 rounded-2xl object-cover ring-1 ring-line"
          />
        ) : null}
        <p className="max-w-[85%] rounded-3xl rounded-br-lg bg-grape px-4 py-2.5 text-[15px] leading-relaxed whitespace-pre-wrap text-white">
          {message.content}
        </p>
        <time dateTime={message.timestamp} className="pr-2 text-xs text-ink-soft">
          {time}
        </time>
      </li>
    );
  }
  const { generation } = message;
  const failed = generation.status === 'failed';
  const skippedNote = skippedWordsNote(generation);
  return (
    <li
      className="flex scroll-my-4 gap-2.5"
      data-generation-id={generation.id}
      aria-current={selected || undefined}
    >
      <AssistantAvatar />
      <div className="flex min-w-0 max-w-[85%] flex-col gap-1">
        <div
          className={cn(
            'rounded-3xl rounded-tl-lg px-4 py-3 text-[15px] leading-relaxed shadow-sm transition-shadow',
            failed ? 'bg-berry-soft ring-1 ring-berry/20' : 'bg-white',
            !failed && (selected ? 'ring-3 ring-grape' : 'ring-1 ring-line/70'),
          )}
        >
          <p className="flex items-center gap-2">
            {message.isGenerating ? <Spinner className="size-4 shrink-0 text-grape" /> : null}
            {message.content}
          </p>
          {message.imageUrl && generation.elements.length > 0 ? (
            <p className="mt-1 text-sm text-ink-soft">
              <span className="font-semibold">{WORKSPACE_LABELS.thingsToColor}</span>
              {thingsToColorList(generation.elements)}
            </p>
          ) : null}
          {skippedNote ? (
            <p className="mt-2 rounded-2xl bg-sun-soft px-3 py-2 text-sm">{skippedNote}</p>
          ) : null}
          {message.imageUrl ? (
            <button
              type="button"
              onClick={() => onOpenImage(generation)}
              className="mt-3 block overflow-hidden rounded-2xl ring-1 ring-line transition hover:ring-2 hover:ring-grape/50"
              aria-label={PAGE_IMAGE.open(generation.prompt)}
            >
              <img
                src={message.imageUrl}
                alt={PAGE_IMAGE.alt(generation.prompt)}
                loading="lazy"
                className="aspect-[17/22] w-48 bg-white object-contain sm:w-56"
              />
            </button>
          ) : null}
        </div>
        {message.imageUrl ? (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              onClick={() => onRetry(generation)}
              disabled={retrying}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink disabled:opacity-50"
            >
              {retrying ? (
                <Spinner className="size-4" />
              ) : (
                <RefreshCw className="size-4" aria-hidden="true" />
              )}
              {WORKSPACE_LABELS.retry}
            </button>
            <button
              type="button"
              onClick={() => onOpenImage(generation)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink md:hidden"
            >
              <Printer className="size-4" aria-hidden="true" />
              {WORKSPACE_LABELS.printAndSave}
            </button>
            <button
              type="button"
              onClick={() => onSaveCharacter(generation)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink"
            >
              <BookmarkPlus className="size-4" aria-hidden="true" />
              {CHARACTER_TEXTS.action}
            </button>
            <PostToCommunityButton generation={generation} variant="ghost" size="sm" className="px-3" />
            <ReportPageButton generation={generation} refunded={refunded} />
          </div>
        ) : null}
        {message.imageUrl ? <PageCommunityStatus generation={generation} /> : null}
        {message.isGenerating ? null : (
          <time dateTime={message.timestamp} className="pl-2 text-xs text-ink-soft">
            {time}
          </time>
        )}
      </div>
    </li>
  );
}

/**
 * The workspace chat (spec content "Project chat"): back link, project title, messages with
 * timestamps, the empty state and the input. It follows new messages unless the user has
 * scrolled up more than 10 px (spec core §4).
 */
export function ChatPanel(props: ChatPanelProps) {
  const { projectId, title, messages, loading, input, retryingId, selectedId, revealSelected } = props;
  const listRef = useRef<HTMLElement>(null);
  const pinned = useRef(true);
  const last = messages.at(-1);
  const lastKey = last ? `${last.id}:${last.content}:${last.imageUrl ?? ''}` : '';

  const onScroll = () => {
    const element = listRef.current;
    if (!element) return;
    pinned.current =
      element.scrollHeight - element.scrollTop - element.clientHeight <= CHAT_AUTOSCROLL_THRESHOLD_PX;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows new or changed messages
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, lastKey]);

  // Images load after layout; keep the newest in view if the user has not scrolled away.
  useEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const onLoad = () => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    };
    element.addEventListener('load', onLoad, true);
    return () => element.removeEventListener('load', onLoad, true);
  }, []);

  // Moving through N of M brings the matching reply into view (issue 9).
  useEffect(() => {
    if (!selectedId || !revealSelected) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-generation-id]') ?? [];
    const row = Array.from(rows).find((element) => element.dataset.generationId === selectedId);
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId, revealSelected]);

  return (
    <section aria-label={WORKSPACE_LABELS.chat} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-line/70 bg-white/70 px-3 py-2.5">
        <Link
          to={paths.home}
          aria-label={WORKSPACE_LABELS.backHome}
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        {title === null ? (
          <Skeleton className="h-6 w-40 rounded-full" />
        ) : (
          <ProjectTitle projectId={projectId} title={title} />
        )}
      </div>
      <section
        ref={listRef}
        onScroll={onScroll}
        aria-label={WORKSPACE_LABELS.messages}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 py-5 focus-visible:outline-offset-[-3px]"
      >
        {loading ? (
          <div className="grid h-full place-items-center text-ink-soft">
            <p className="flex items-center gap-2 font-semibold">
              <Spinner className="size-5 text-grape" /> {WORKSPACE.loading}
            </p>
          </div>
        ) : messages.length === 0 ? (
          <div className="grid h-full place-items-center">
            <div className="flex max-w-xs flex-col items-center gap-2 text-center">
              <span className="grid size-14 place-items-center rounded-full bg-sky-soft">
                <MessageCircle className="size-7 text-sky" aria-hidden="true" />
              </span>
              <h2 className="text-xl font-extrabold">{WORKSPACE.chatEmptyHeading}</h2>
              <p className="text-ink-soft">{WORKSPACE.chatEmptyText}</p>
            </div>
          </div>
        ) : (
          <ol className="flex flex-col gap-5" aria-live="polite">
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                onOpenImage={props.onOpenImage}
                onRetry={props.onRetry}
                onSaveCharacter={props.onSaveCharacter}
                retrying={retryingId === message.generation.id}
                selected={message.type === 'assistant' && message.generation.id === selectedId}
                refunded={props.refundedIds.has(message.generation.id)}
              />
            ))}
          </ol>
        )}
      </section>
      <div className="border-t border-line/70 bg-white p-3">{input}</div>
    </section>
  );
}
