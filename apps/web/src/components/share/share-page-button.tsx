import type { Generation } from '@inkling/contracts/api';
import { SHARE_TEXTS } from '@inkling/contracts/community';
import { WORKSPACE_LABELS } from '@inkling/contracts/messages';
import Share2 from 'lucide-react/icons/share-2';
import { type ReactNode, useState } from 'react';
import { useCreateShareLink, useRevokeShareLink } from '../../lib/api/sharing';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { apiErrorMessage, useApiError } from '../../lib/use-api-error';
import { Button, type ButtonProps } from '../ui/button';
import { absoluteUrl } from './share-actions';
import { ShareDialog } from './share-dialog';

export interface SharePageButtonProps {
  generation: Generation;
  size?: ButtonProps['size'];
  className?: string;
  /** The button's label (e.g. only for screen readers in a narrow toolbar). */
  label?: ReactNode;
}

/**
 * Share for one of the owner's finished pages (issue 10): opens the share dialog and asks
 * the server for the page's share link (POST /api/generations/:id/share-link: the approved
 * community page, or an unlisted link), which "Stop sharing" revokes.
 */
export function SharePageButton({ generation, size = 'md', className, label }: SharePageButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateShareLink(generation.projectId);
  const revoke = useRevokeShareLink(generation.projectId);
  const showApiError = useApiError();

  const makeLink = () =>
    create.mutate(generation.id, {
      onError: (error) => {
        if (isApiError(error, 'unauthenticated')) {
          setOpen(false);
          showApiError(error, SHARE_TEXTS.linkFailed);
        }
      },
    });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) makeLink();
    else create.reset();
  };

  const onRevoke = () =>
    revoke.mutate(generation.id, {
      onSuccess: () => {
        toast.success(SHARE_TEXTS.revoked);
        onOpenChange(false);
      },
      onError: (error) => showApiError(error, SHARE_TEXTS.linkFailed),
    });

  const link = create.data;
  return (
    <>
      <Button variant="outline" size={size} onClick={() => onOpenChange(true)} className={className}>
        <Share2 className="size-4.5" aria-hidden="true" />
        {label ?? WORKSPACE_LABELS.share}
      </Button>
      <ShareDialog
        open={open}
        onOpenChange={onOpenChange}
        prompt={generation.prompt}
        previewUrl={generation.result?.previewUrl}
        content={
          link
            ? { url: absoluteUrl(link.url), prompt: generation.prompt, imageUrl: absoluteUrl(link.imageUrl) }
            : null
        }
        kind={link?.kind ?? null}
        error={create.isError ? apiErrorMessage(create.error, SHARE_TEXTS.linkFailed) : null}
        onRetry={makeLink}
        onRevoke={onRevoke}
        revoking={revoke.isPending}
      />
    </>
  );
}
