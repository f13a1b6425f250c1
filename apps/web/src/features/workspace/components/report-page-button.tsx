import type { Generation, Project } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { UI_TEXTS } from '@inkling/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/api/get-session';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { markRefunded, useReportGeneration } from '../api/report-generation';

/** The toast text for a failed report (spec content §8 "Refund messages"); 401 opens sign-in instead. */
export function refundErrorMessage(error: unknown): string {
  if (isApiError(error, 'rate_limited')) return REFUND_TEXTS.dailyLimit;
  if (isApiError(error, 'conflict')) return error.message;
  return REFUND_TEXTS.failed;
}

/**
 * "Report a problem" on an assistant image (DESIGN decision 5): asks to confirm, then gives
 * the page's credit back through the server and updates the credits everywhere. Shown only
 * for pages that cost a credit (free retries have nothing to give back); a page the server
 * lists as refunded (`refunded`, the project's refundedPageIds) says "Credit refunded"
 * instead, and at the daily limit (the session's refundsLeftToday is 0) the dialog says so
 * rather than offer "Report and refund" (issue 32). Signed out (401), the sign-in dialog
 * opens (issue 9: one way to turn an API error into UI).
 */
export function ReportPageButton({ generation, refunded }: { generation: Generation; refunded: boolean }) {
  const report = useReportGeneration(generation.projectId);
  const session = useSession();
  const queryClient = useQueryClient();
  const showApiError = useApiError();
  const [open, setOpen] = useState(false);
  if (generation.creditCost <= 0 || generation.status !== 'completed') return null;
  if (refunded) {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 px-3 text-sm font-semibold text-ink-soft">
        <CircleCheck className="size-4 text-leaf" aria-hidden="true" />
        {REFUND_TEXTS.refunded}
      </span>
    );
  }
  const atLimit = session.data?.credits?.refundsLeftToday === 0;

  function submit() {
    report.mutate(generation.id, {
      onSuccess: () => {
        toast.success(REFUND_TEXTS.success);
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (isApiError(error, 'unauthenticated')) {
          showApiError(error, REFUND_TEXTS.failed);
          return;
        }
        toast.error(refundErrorMessage(error));
        if (isApiError(error, 'conflict')) {
          queryClient.setQueryData<Project>(queryKeys.project(generation.projectId), (old) =>
            markRefunded(old, generation.id),
          );
        }
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-ink/5 hover:text-ink disabled:opacity-50"
      >
        <Flag className="size-4" aria-hidden="true" />
        {REFUND_TEXTS.action}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={REFUND_TEXTS.dialogTitle}
        description={REFUND_TEXTS.dialogText}
      >
        {atLimit ? (
          <p className="mt-4 rounded-2xl bg-berry/10 px-4 py-3 text-sm font-medium text-[#a3204a]">
            {REFUND_TEXTS.dailyLimit}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {atLimit ? UI_TEXTS.close : REFUND_TEXTS.cancel}
          </Button>
          {atLimit ? null : (
            <Button onClick={submit} loading={report.isPending}>
              {REFUND_TEXTS.confirm}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  );
}
