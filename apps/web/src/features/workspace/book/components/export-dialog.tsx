import type { Book, PdfOptions, PrintCheck } from '@inkling/contracts/book';
import { EXPORT_TEXTS } from '@inkling/contracts/book-ui';
import { useQuery } from '@tanstack/react-query';
import BookText from 'lucide-react/icons/book-text';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Download from 'lucide-react/icons/download';
import FileText from 'lucide-react/icons/file-text';
import Image from 'lucide-react/icons/image';
import Printer from 'lucide-react/icons/printer';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { downloadPageImage, type PrintablePage } from '../../../../lib/page-image';
import { apiErrorMessage } from '../../../../lib/use-api-error';
import { bookKey, checkPrintReady } from '../api/book-api';
import { saveExport, useBookExport } from '../api/use-book-export';
import { printBook } from '../print-book';

/** A page to save as PNG; `number` ("Page N") in Book view, where the hint names it. */
export type ExportPage = PrintablePage & { number?: number };

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** The book as shown (order, pages left out, cover); undefined while it loads. */
  book: Book | undefined;
  /** The page "Download as PNG" saves: the one on screen, else the book's nearest page (book-model pngPageOf). */
  currentPage: ExportPage | null;
  /**
   * "Use colored pages where saved" (issue 17): shown when some page has a saved coloured
   * version; `book` and `currentPage` are then already the coloured ones (Print, PNG), and
   * PDF/EPUB are asked for with `colored`.
   */
  colored?: { available: boolean; value: boolean; onChange: (value: boolean) => void };
}

function Action({
  icon,
  label,
  hint,
  onClick,
  disabled,
  busy,
}: {
  icon: ReactNode;
  label: string;
  hint?: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className="flex w-full items-center gap-3 rounded-2xl border-2 border-line bg-white px-4 py-3 text-left hover:border-grape/40 hover:bg-grape-soft/40 disabled:opacity-50"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-grape-soft text-grape">
        {busy ? <Spinner className="size-5" /> : icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="text-sm text-ink-soft">{hint}</span> : null}
      </span>
    </button>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-6 shrink-0 accent-grape sm:mt-1 sm:size-5"
      />
      <label htmlFor={id} className="flex flex-col">
        <span className="font-medium">{label}</span>
        {hint ? (
          <span id={`${id}-hint`} className="text-sm text-ink-soft">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** The print-ready rule check, shown before a print-ready export (issue 11). */
function PrintReadyCheck({
  check,
  error,
  loading,
}: {
  check?: PrintCheck;
  error: unknown;
  loading: boolean;
}) {
  if (loading) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft" role="status">
        <Spinner className="size-4" /> {EXPORT_TEXTS.printReadyChecking}
      </p>
    );
  }
  if (error) {
    return (
      <p className="text-sm font-medium text-berry" role="alert">
        {apiErrorMessage(error, EXPORT_TEXTS.failed(EXPORT_TEXTS.kinds.pdf))}
      </p>
    );
  }
  if (!check) return null;
  if (check.ok) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-leaf" role="status">
        <CircleCheck className="size-4" aria-hidden="true" /> {EXPORT_TEXTS.printReadyOk}
      </p>
    );
  }
  return (
    <div className="rounded-2xl bg-sun-soft px-4 py-3 text-sm" role="status">
      <p className="font-semibold">{EXPORT_TEXTS.printReadyProblems}</p>
      <ul className="mt-1 list-disc pl-5">
        {check.problems.map((problem) => (
          <li key={`${problem.rule}-${problem.message}`}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The export dialog (spec content §2 "Export dialog"; issue 11): Print (the whole book, one
 * picture per sheet, from the pages the PDF holds), Download as PNG (the page on screen),
 * Download as PDF (options: blank backs for markers; print-ready for publishing, with the
 * rule check shown first and the offer to fill with blank backs) and Download as EPUB. A PDF
 * or EPUB shows its progress, then saves itself; a failure shows the server's sentence and
 * "Try again". Nothing is offered before the server says the file is done.
 */
export function ExportDialog({
  open,
  onOpenChange,
  projectId,
  book,
  currentPage,
  colored,
}: ExportDialogProps) {
  const useColored = colored?.available === true && colored.value;
  const [options, setOptions] = useState<PdfOptions>({
    blankBacks: false,
    printReady: false,
    fillToMinimum: false,
  });
  const [printing, setPrinting] = useState(false);
  const [savingPng, setSavingPng] = useState(false);
  const { run, start, reset } = useBookExport(projectId);
  const empty = !book || book.includedCount === 0;

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const check = useQuery({
    queryKey: [
      ...bookKey(projectId),
      'print-check',
      book?.revision,
      options.blankBacks,
      options.fillToMinimum,
      useColored,
    ],
    queryFn: () => checkPrintReady(projectId, { ...options, colored: useColored }),
    enabled: open && options.printReady && !empty,
    staleTime: 10_000,
  });
  const pdfBlocked = options.printReady && !check.data?.ok;
  const running = run.state === 'running';

  const setOption = (name: keyof PdfOptions, value: boolean) =>
    setOptions((old) => ({
      ...old,
      [name]: value,
      ...(name === 'printReady' && !value ? { fillToMinimum: false } : {}),
    }));

  const onPrint = async () => {
    if (!book) return;
    setPrinting(true);
    await printBook(book);
    setPrinting(false);
  };
  const onPng = async () => {
    if (!currentPage) return;
    setSavingPng(true);
    await downloadPageImage(currentPage);
    setSavingPng(false);
  };

  const kind = run.state === 'idle' ? '' : EXPORT_TEXTS.kinds[run.format];
  const percent = run.state === 'running' ? Math.round(run.progress * 100) : 0;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={EXPORT_TEXTS.title}
      description={EXPORT_TEXTS.description}
      className="max-w-lg"
    >
      <div className="mt-5 flex flex-col gap-3">
        {empty && book ? (
          <p className="rounded-2xl bg-sun-soft px-4 py-3 text-sm font-medium">{EXPORT_TEXTS.emptyBook}</p>
        ) : null}
        {colored?.available ? (
          <Check
            label={EXPORT_TEXTS.useColored}
            hint={EXPORT_TEXTS.useColoredHint}
            checked={colored.value}
            onChange={colored.onChange}
            disabled={running}
          />
        ) : null}
        <Action
          icon={<Printer className="size-5" aria-hidden="true" />}
          label={EXPORT_TEXTS.print}
          hint={EXPORT_TEXTS.printHint}
          onClick={onPrint}
          disabled={empty}
          busy={printing}
        />
        <Action
          icon={<Image className="size-5" aria-hidden="true" />}
          label={EXPORT_TEXTS.png}
          hint={currentPage?.number ? EXPORT_TEXTS.pngPage(currentPage.number) : EXPORT_TEXTS.pngHint}
          onClick={onPng}
          disabled={!currentPage}
          busy={savingPng}
        />
        <Action
          icon={<FileText className="size-5" aria-hidden="true" />}
          label={EXPORT_TEXTS.pdf}
          onClick={() => start('pdf', options, useColored)}
          disabled={empty || pdfBlocked || running}
          busy={running && run.format === 'pdf'}
        />
        <fieldset className="ml-4 flex flex-col gap-3 border-line border-l-2 pl-4">
          <legend className="sr-only">{EXPORT_TEXTS.pdfOptions}</legend>
          <Check
            label={EXPORT_TEXTS.blankBacks}
            hint={EXPORT_TEXTS.blankBacksHint}
            checked={options.blankBacks}
            onChange={(value) => setOption('blankBacks', value)}
            disabled={running}
          />
          <Check
            label={EXPORT_TEXTS.printReady}
            hint={EXPORT_TEXTS.printReadyHint}
            checked={options.printReady}
            onChange={(value) => setOption('printReady', value)}
            disabled={running}
          />
          {options.printReady && !empty ? (
            <>
              <PrintReadyCheck
                check={check.data}
                error={check.error}
                loading={check.isFetching && !check.data}
              />
              {(check.data?.fillPages ?? 0) > 0 || options.fillToMinimum ? (
                <Check
                  label={EXPORT_TEXTS.fillToMinimum}
                  hint={EXPORT_TEXTS.fillOffer}
                  checked={options.fillToMinimum}
                  onChange={(value) => setOption('fillToMinimum', value)}
                  disabled={running}
                />
              ) : null}
            </>
          ) : null}
        </fieldset>
        <Action
          icon={<BookText className="size-5" aria-hidden="true" />}
          label={EXPORT_TEXTS.epub}
          onClick={() => start('epub', undefined, useColored)}
          disabled={empty || running}
          busy={running && run.format === 'epub'}
        />
        {run.state === 'running' ? (
          <div className="flex flex-col gap-1.5" role="status">
            <p className="text-sm font-medium">{EXPORT_TEXTS.preparing(kind)}</p>
            <div
              role="progressbar"
              aria-label={EXPORT_TEXTS.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={EXPORT_TEXTS.progress(percent)}
              className="h-2.5 overflow-hidden rounded-full bg-ink/10"
            >
              <div
                className="h-full rounded-full bg-grape transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-xs text-ink-soft tabular-nums">{EXPORT_TEXTS.progress(percent)}</p>
          </div>
        ) : null}
        {run.state === 'done' ? (
          <div
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-leaf-soft px-4 py-3"
            role="status"
          >
            <p className="flex items-center gap-2 font-medium">
              <CircleCheck className="size-5 text-leaf" aria-hidden="true" />
              {EXPORT_TEXTS.ready(kind)}
            </p>
            <a
              href={run.job.downloadUrl}
              download={run.job.fileName}
              onClick={(event) => {
                event.preventDefault();
                saveExport(run.job);
              }}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-grape-dark underline"
            >
              <Download className="size-4" aria-hidden="true" />
              {EXPORT_TEXTS.downloadAgain}
            </a>
          </div>
        ) : null}
        {run.state === 'failed' ? (
          <div className="flex flex-col gap-2 rounded-2xl bg-berry-soft px-4 py-3" role="alert">
            <p className="flex items-start gap-2 font-medium">
              <CircleAlert className="mt-0.5 size-5 shrink-0 text-berry" aria-hidden="true" />
              <span>
                {EXPORT_TEXTS.failed(kind)} {run.message}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => start(run.format, run.format === 'pdf' ? options : undefined)}
            >
              {EXPORT_TEXTS.tryAgain}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
