import type { Generation } from '@inkling/contracts/api';
import { PAGE_IMAGE } from '@inkling/contracts/messages';
import { Dialog } from '../../../components/ui/dialog';
import { PageActions } from './page-actions';

/** Small screens: a chat image opens here with Print, Save and Share (spec core "Project workspace"). */
export function ImageDialog({ generation, onClose }: { generation: Generation | null; onClose: () => void }) {
  return (
    <Dialog
      open={generation !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={generation?.prompt ?? ''}
      className="max-w-lg"
    >
      {generation?.result ? (
        <div className="mt-4 flex flex-col items-center gap-4">
          <img
            src={generation.result.previewUrl}
            alt={PAGE_IMAGE.alt(generation.prompt)}
            className="max-h-[60dvh] w-auto rounded-2xl bg-white object-contain ring-1 ring-line"
          />
          <PageActions generation={generation} compact />
        </div>
      ) : null}
    </Dialog>
  );
}
