import type { Generation } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApiError } from '../../../lib/use-api-error';
import { useReportGeneration } from '../api/report-generation';

/** The toast text for a failed report (spec content §8 "Refund messages"); 401 opens sign-in instead. */
export function refundErrorMessage(error: unknown): string {
  if (isApiError(error, 'rate_limited')) return REFUND_TEXTS.dailyLimit;
  if (isApiError(error, 'conflict')) return error.message;
  return REFUND_TEXTS.failed;
}

/**
 * "Report a problem" on an assistant image (DESIGN decision 5): asks to confirm, then gives
 * the page's credit back through the server and updates the credits everywhere. Shown only
 * for pages that cost a credit (free retries have nothing to give back). Signed out (401),
 * the sign-in dialog opens (issue 9: one way to turn an API error into UI).
 */
export function ReportPageButton({ generation }: { generation: Generation }) {
  const report = useReportGeneration();
  const showApiError = useApiError();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (generation.creditCost <= 0 || generation.status !== 'completed') return null;

  function submit() {
    report.mutate(generation.id, {
      onSuccess: () => {
        toast.success(REFUND_TEXTS.success);
        setDone(true);
        setOpen(false);
      },
      onError: (error) => {
        setOpen(false);
        if (isApiError(error, 'unauthenticated')) {
          showApiError(error, REFUND_TEXTS.failed);
          return;
        }
        toast.error(refundErrorMessage(error));
        if (isApiError(error, 'conflict')) setDone(true);
      },
    });
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={done}
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
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {REFUND_TEXTS.cancel}
          </Button>
          <Button onClick={submit} loading={report.isPending}>
            {REFUND_TEXTS.confirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
