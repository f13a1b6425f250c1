import {
  COMMUNITY_REPORT_REASONS,
  COMMUNITY_TEXTS,
  COMMUNITY_UI_TEXTS,
  type CommunityReportReason,
  REPORT_REASON_LABELS,
} from '@inkling/contracts/community';
import { type FormEvent, useEffect, useState } from 'react';
import { useReportCommunityPost } from '../../lib/api/community-posts';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useApiError } from '../../lib/use-api-error';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * Report a published post (issue 10): a reason from the short list, then POST
 * /api/community/posts/:id/reports. Reporting twice is fine (it counts once); three reports
 * from different people hide the post until a moderator decides.
 */
export function ReportDialog({ postId, onClose }: { postId: string | null; onClose: () => void }) {
  const [reason, setReason] = useState<CommunityReportReason | null>(null);
  const report = useReportCommunityPost();
  const showApiError = useApiError();

  useEffect(() => {
    if (postId) setReason(null);
  }, [postId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!postId || !reason) return;
    report.mutate(
      { postId, reason },
      {
        onSuccess: () => {
          toast.success(COMMUNITY_TEXTS.reported);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) onClose();
          showApiError(error, COMMUNITY_UI_TEXTS.reportFailed);
        },
      },
    );
  };

  return (
    <Dialog
      open={postId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={COMMUNITY_TEXTS.reportTitle}
      description={COMMUNITY_TEXTS.reportText}
    >
      <form onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm font-semibold">{COMMUNITY_UI_TEXTS.reportReasonLabel}</legend>
          {COMMUNITY_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-3 hover:bg-ink/5 has-[:checked]:bg-grape-soft"
            >
              <input
                type="radio"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4.5 accent-grape"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {COMMUNITY_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={!reason} loading={report.isPending}>
            {COMMUNITY_UI_TEXTS.reportSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
