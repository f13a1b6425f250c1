import { COMMUNITY_TEXTS, COMMUNITY_UI_TEXTS, type CommunityPost } from '@inkling/contracts/community';
import Download from 'lucide-react/icons/download';
import Flag from 'lucide-react/icons/flag';
import Printer from 'lucide-react/icons/printer';
import Share2 from 'lucide-react/icons/share-2';
import Trash2 from 'lucide-react/icons/trash';
import Wand2 from 'lucide-react/icons/wand-sparkles';
import { lazy, type ReactNode, useState } from 'react';
import { useDeleteCommunityPost } from '../../lib/api/community-posts';
import { useSession } from '../../lib/api/get-session';
import { cn } from '../../lib/cn';
import { downloadPageImage, formatOfSize, printPageImage } from '../../lib/page-image';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { absoluteUrl } from '../share/share-actions';
import { Button } from '../ui/button';
import { WhenOpened } from '../ui/when-opened';
import { HeartButton } from './heart-button';

// The dialogs' code loads when one is first opened (issue 18: the gallery is on home's first screen).
const ShareDialog = lazy(async () => ({ default: (await import('../share/share-dialog')).ShareDialog }));
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('../ui/confirm-dialog')).ConfirmDialog }));

export interface CommunityPostActionsProps {
  post: CommunityPost;
  /** Remix: fill the home prompt box with the post's prompt. */
  onRemix: (prompt: string) => void;
  /** After the post was deleted (e.g. leave its page). */
  onDeleted?: () => void;
  /** Icon buttons (labels for screen readers only) beside Remix: the gallery cards. */
  compact?: boolean;
}

/**
 * The actions of a community post (issue 10), the same on a gallery card and on
 * /community/{id}: Remix, Save (downloads the print PNG), Print (the workspace's print
 * path), the heart (issue 34), Share (the community address with the share targets), Report (signed in, not
 * one's own) and Delete (its author or a moderator, `canDelete`; with confirmation).
 */
export function CommunityPostActions({
  post,
  onRemix,
  onDeleted,
  compact = false,
}: CommunityPostActionsProps) {
  const { data: session } = useSession();
  const [saving, setSaving] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteCommunityPost();
  const showApiError = useApiError();
  const canReport = Boolean(session?.user) && !post.isOwn;
  const printable = {
    prompt: post.prompt,
    printUrl: post.printUrl,
    format: formatOfSize(post.width, post.height),
  };

  const onSave = async () => {
    setSaving(true);
    await downloadPageImage(printable);
    setSaving(false);
  };

  const onDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(COMMUNITY_TEXTS.deleted);
        onDeleted?.();
      },
      onError: (error) => showApiError(error, COMMUNITY_UI_TEXTS.deleteFailed),
    });

  const size = compact ? 'sm' : 'md';
  const iconButton = (label: string, icon: ReactNode, onClick: () => void, extra?: string) =>
    compact ? (
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        title={label}
        className={cn(
          'grid size-9 place-items-center rounded-full text-ink-soft transition-colors hover:bg-ink/5 hover:text-ink',
          extra,
        )}
      >
        {icon}
      </button>
    ) : (
      <Button variant="outline" size={size} onClick={onClick} className={extra}>
        {icon}
        {label}
      </Button>
    );

  return (
    <div className={cn('flex flex-wrap items-center', compact ? 'gap-0.5' : 'gap-2')}>
      <Button
        variant="secondary"
        size={size}
        onClick={() => onRemix(post.prompt)}
        className={compact ? 'mr-1' : ''}
      >
        <Wand2 className="size-4" aria-hidden="true" />
        {COMMUNITY_TEXTS.remix}
      </Button>
      <HeartButton post={post} compact={compact} />
      {compact ? null : (
        <Button variant="outline" size={size} onClick={() => void onSave()} loading={saving}>
          {saving ? null : <Download className="size-4.5" aria-hidden="true" />}
          {COMMUNITY_TEXTS.save}
        </Button>
      )}
      {compact
        ? iconButton(
            COMMUNITY_TEXTS.save,
            <Download className="size-4.5" aria-hidden="true" />,
            () => void onSave(),
          )
        : null}
      {iconButton(COMMUNITY_TEXTS.print, <Printer className="size-4.5" aria-hidden="true" />, () =>
        printPageImage(printable),
      )}
      {iconButton(COMMUNITY_UI_TEXTS.share, <Share2 className="size-4.5" aria-hidden="true" />, () =>
        setSharing(true),
      )}
      {canReport
        ? iconButton(COMMUNITY_TEXTS.report, <Flag className="size-4.5" aria-hidden="true" />, () =>
            setReporting(true),
          )
        : null}
      {post.canDelete
        ? iconButton(
            COMMUNITY_TEXTS.delete,
            <Trash2 className="size-4.5" aria-hidden="true" />,
            () => setConfirmDelete(true),
            'hover:bg-berry-soft hover:text-berry',
          )
        : null}
      <WhenOpened open={sharing}>
        <ShareDialog
          open={sharing}
          onOpenChange={setSharing}
          prompt={post.prompt}
          previewUrl={post.imageUrl}
          content={{
            url: absoluteUrl(post.shareUrl),
            prompt: post.prompt,
            imageUrl: absoluteUrl(post.imageUrl),
          }}
          kind="community"
        />
      </WhenOpened>
      <WhenOpened open={reporting}>
        <ReportDialog postId={reporting ? post.id : null} onClose={() => setReporting(false)} />
      </WhenOpened>
      <WhenOpened open={confirmDelete}>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={COMMUNITY_TEXTS.deleteConfirmTitle}
          description={COMMUNITY_TEXTS.deleteConfirmText}
          confirmLabel={COMMUNITY_TEXTS.delete}
          onConfirm={onDelete}
        />
      </WhenOpened>
    </div>
  );
}
