import type { Generation, Session } from '@inkling/contracts/api';
import { REFUND_TEXTS } from '@inkling/contracts/credit-messages';
import { useQueryClient } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { reportGeneration } from '../api/report-generation';

/** The toast text for a failed report (spec content §8 "Refund messages"). */
export function refundErrorMessage(error: unknown): string {
  if (isApiError(error, 'rate_limited')) return REFUND_TEXTS.dailyLimit;
  if (isApiError(error, 'unauthenticated')) return REFUND_TEXTS.signIn;
  if (isApiError(error, 'conflict')) return error.message;
  return REFUND_TEXTS.failed;
}

/**
 * "Report a problem" on an assistant image (DESIGN decision 5): asks to confirm, then gives
 * the page's credit back through the server and updates the credits everywhere. Shown only
 * for pages that cost a credit (free retries have nothing to give back).
 */
export function ReportPageButton({ generation }: { generation: Generation }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  if (generation.creditCost <= 0 || generation.status !== 'completed') return null;

  async function submit() {
    setBusy(true);
    try {
      const credits = await reportGeneration(generation.id);
      queryClient.setQueryData<Session>(queryKeys.session, (old) => (old ? { ...old, credits } : old));
      toast.success(REFUND_TEXTS.success);
      setDone(true);
      setOpen(false);
    } catch (error) {
      toast.error(refundErrorMessage(error));
      if (isApiError(error, 'conflict')) setDone(true);
      setOpen(false);
    } finally {
      setBusy(false);
    }
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
          <Button onClick={submit} loading={busy}>
            {REFUND_TEXTS.confirm}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
