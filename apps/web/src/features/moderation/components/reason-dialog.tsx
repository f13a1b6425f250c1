import {
  MODERATION_REASON_LABELS,
  MODERATION_REASONS,
  MODERATION_TEXTS,
  MODERATION_UI_TEXTS,
  type ModerationReason,
} from '@inkling/contracts/community';
import { UI_TEXTS } from '@inkling/contracts/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export interface ReasonDialogProps {
  /** 'reject' a pending post or 'remove' a published one; null when closed. */
  action: 'reject' | 'remove' | null;
  prompt: string;
  busy: boolean;
  onConfirm: (reason: ModerationReason) => void;
  onClose: () => void;
}

/**
 * Asks for the reason of a rejection or removal (a reason is required; MODERATION_REASONS).
 * The reason list is the dialog's first field, so it has the focus when the dialog opens.
 */
export function ReasonDialog({ action, prompt, busy, onConfirm, onClose }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ModerationReason | ''>('');
  useEffect(() => {
    if (action) setReason('');
  }, [action]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onConfirm(reason);
  };
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={action === 'remove' ? MODERATION_UI_TEXTS.removeTitle : MODERATION_UI_TEXTS.rejectTitle}
      description={prompt}
    >
      <form onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            {MODERATION_TEXTS.reasonLabel}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as ModerationReason)}
            className="h-12 rounded-2xl border-2 border-line bg-white px-3 text-base focus:border-grape focus:outline-none"
          >
            <option value="" disabled>
              {MODERATION_UI_TEXTS.reasonPlaceholder}
            </option>
            {MODERATION_REASONS.map((value) => (
              <option key={value} value={value}>
                {MODERATION_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {UI_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason} loading={busy}>
            {action === 'remove' ? MODERATION_UI_TEXTS.confirmRemove : MODERATION_UI_TEXTS.confirmReject}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
