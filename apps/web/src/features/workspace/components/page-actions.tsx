import type { Generation } from '@inkling/contracts/api';
import { Download, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { downloadPage, printPage, sharePage } from './image-actions';

/** Download, Share and Print buttons for one finished page. */
export function PageActions({ generation, compact = false }: { generation: Generation; compact?: boolean }) {
  const [downloading, setDownloading] = useState(false);
  const onDownload = async () => {
    setDownloading(true);
    await downloadPage(generation);
    setDownloading(false);
  };
  const size = compact ? 'sm' : 'md';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="primary" size={size} onClick={onDownload} loading={downloading}>
        {downloading ? null : <Download className="size-4.5" aria-hidden="true" />}
        {compact ? 'Save' : 'Download'}
      </Button>
      <Button variant="outline" size={size} onClick={() => void sharePage(generation)}>
        <Share2 className="size-4.5" aria-hidden="true" />
        Share
      </Button>
      <Button variant="outline" size={size} onClick={() => printPage(generation)}>
        <Printer className="size-4.5" aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}
