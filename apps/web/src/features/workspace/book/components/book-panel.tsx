import type { Generation } from '@inkling/contracts/api';
import type { UpdateBook } from '@inkling/contracts/book';
import { BOOK_SETTINGS_TEXTS, EXPORT_TEXTS } from '@inkling/contracts/book-ui';
import type { Audience, PageFormat, PageStyle } from '@inkling/contracts/page';
import { STORY_UI_TEXTS } from '@inkling/contracts/story';
import { useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import LayoutGrid from 'lucide-react/icons/grid-2x2';
import PenLine from 'lucide-react/icons/pen-line';
import Settings2 from 'lucide-react/icons/settings-2';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ColorItLink } from '../../../../components/coloring/color-it-link';
import { Button } from '../../../../components/ui/button';
import { storyBookKey, useStoryBook } from '../../../../lib/api/story-books';
import type { PrintablePage } from '../../../../lib/page-image';
import { queryKeys } from '../../../../lib/query-keys';
import { useApiError } from '../../../../lib/use-api-error';
import type { useWorkspaceBook } from '../api/use-workspace-book';
import { flipbookLeaves, hasColoredPages, pngPageOf, withColoredPages } from '../book-model';
import { BookSettingsDialog } from './book-settings-dialog';
import { ComicFromBookDialog } from './comic-from-book';
import { ExportDialog, type ExportPage } from './export-dialog';
import { Flipbook } from './flipbook';
import { InsertPageDialog } from './insert-page-dialog';
import { captionsByGeneration, StoryCaptionsDialog, StoryProgress } from './story-captions';
import { ViewToggle } from './view-toggle';

export interface BookPanelProps {
  projectId: string;
  /** The book and view mode (useWorkspaceBook in the workspace). */
  state: ReturnType<typeof useWorkspaceBook>;
  /** The single-page preview, shown in single view. */
  single: ReactNode;
  /** The page the single view shows (its PNG is "Download as PNG" there). */
  singlePage: Generation | null;
  /** True while a page of the project is being drawn. */
  generating: boolean;
  /** True when the project is a story book (its pages carry `storyPage`): captions are read. */
  storyBook?: boolean;
  /** Age group and paper of a page made from Insert New Page (the project's latest). */
  audience: Audience;
  format: PageFormat;
  /** Style of a page made from Insert New Page (the project's style defaults, issue 33). */
  style: PageStyle;
}

function printable(page: { prompt: string; printUrl: string; format: PageFormat }): PrintablePage {
  return { prompt: page.prompt, printUrl: page.printUrl, format: page.format };
}

/**
 * The workspace's preview side with the book (issue 11): a toolbar with the Single page ↔
 * Book toggle, Book settings (book view) and Export, above either the single-page preview or
 * the flipbook; and the dialogs they open (Insert New Page from the book's last page, Book
 * settings, Export).
 */
export function BookPanel({
  projectId,
  state,
  single,
  singlePage,
  generating,
  storyBook = false,
  audience,
  style,
  format,
}: BookPanelProps) {
  const { book, viewMode, setViewMode, server: serverBook, update } = state;
  const showApiError = useApiError();
  const mutate = update.mutate;
  const onChangeBook = useCallback(
    (change: UpdateBook) =>
      mutate(change, { onError: (error) => showApiError(error, BOOK_SETTINGS_TEXTS.saveFailed) }),
    [mutate, showApiError],
  );
  const [inserting, setInserting] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [leafIndex, setLeafIndex] = useState(0);
  // "Use colored pages where saved" (issue 17): the flipbook, Print, PNG and exports show the
  // saved coloured pages instead of their line art while it is on (this screen only).
  const [useColored, setUseColored] = useState(false);
  const canColor = book ? hasColoredPages(book) : false;
  const shown = useMemo(
    () => (book && useColored && canColor ? withColoredPages(book) : book),
    [book, useColored, canColor],
  );
  // A story book (issue 33): captions in the flipbook, progress, and the captions editor.
  const story = useStoryBook(projectId, generating, storyBook).data ?? null;
  const queryClient = useQueryClient();
  const [editingCaptions, setEditingCaptions] = useState(false);
  const [makingComic, setMakingComic] = useState(false);
  const captions = useMemo(() => captionsByGeneration(story), [story]);
  const leaves = useMemo(() => (shown ? flipbookLeaves(shown, captions) : []), [shown, captions]);
  const openInsert = useCallback(() => setInserting(true), []);

  const currentPage = useMemo((): ExportPage | null => {
    if (viewMode === 'single') {
      const colored = useColored ? singlePage?.result?.coloredUrl : null;
      return singlePage?.result
        ? {
            prompt: singlePage.prompt,
            printUrl: colored ?? singlePage.result.printUrl,
            format: singlePage.format,
          }
        : null;
    }
    const target = pngPageOf(leaves, leafIndex);
    return target ? { ...printable(target.page), number: target.number } : null;
  }, [viewMode, singlePage, leaves, leafIndex, useColored]);

  // "Color it" for the book page open in the flipbook (issue 17).
  const leaf = leaves[leafIndex];
  const colorable = viewMode === 'book' && leaf?.kind === 'page' ? leaf.page.generationId : null;

  return (
    <section className="flex min-h-0 min-w-0 flex-1 flex-col">
      {/* Wraps where the panel is narrow (a landscape phone beside the chat) rather than push Export off screen. */}
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line/70 bg-white/70 px-3 py-2 lg:px-5">
        <ViewToggle value={viewMode} onChange={setViewMode} />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {colorable ? (
            // Not on phones: no room at 390 px; there the single view's image dialog has Color it.
            <ColorItLink target={{ generationId: colorable }} size="sm" className="max-sm:hidden" />
          ) : null}
          {viewMode === 'book' && story ? (
            <Button variant="outline" size="sm" onClick={() => setMakingComic(true)}>
              <LayoutGrid className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{STORY_UI_TEXTS.makeComic}</span>
            </Button>
          ) : null}
          {viewMode === 'book' && story ? (
            <Button variant="outline" size="sm" onClick={() => setEditingCaptions(true)}>
              <PenLine className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{STORY_UI_TEXTS.captionsHeading}</span>
            </Button>
          ) : null}
          {viewMode === 'book' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setSettingsOpen(true)}
              disabled={!serverBook || !book || book.pages.length === 0}
            >
              <Settings2 className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">{BOOK_SETTINGS_TEXTS.open}</span>
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setExporting(true)} disabled={!book}>
            <Download className="size-4" aria-hidden="true" />
            {EXPORT_TEXTS.open}
          </Button>
        </div>
      </div>
      {viewMode === 'book' ? (
        <div className="flex min-h-0 flex-1 flex-col bg-paper-deep/50 px-2 pt-4 sm:px-6">
          {canColor ? (
            <label className="mx-auto mb-2 flex min-h-11 items-center gap-2 rounded-full bg-white/80 px-4 text-sm font-medium">
              <input
                type="checkbox"
                checked={useColored}
                onChange={(event) => setUseColored(event.target.checked)}
                className="size-6 shrink-0 accent-grape sm:size-5"
              />
              {EXPORT_TEXTS.useColored}
            </label>
          ) : null}
          {story ? (
            <StoryProgress
              story={story}
              onRetried={() => {
                void queryClient.invalidateQueries({ queryKey: storyBookKey(projectId) });
                void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
              }}
            />
          ) : null}
          {book ? (
            <Flipbook
              leaves={leaves}
              onInsertPage={openInsert}
              generating={generating}
              onPageChange={setLeafIndex}
            />
          ) : null}
        </div>
      ) : (
        <div className="flex min-h-0 flex-1">{single}</div>
      )}
      {story ? (
        <ComicFromBookDialog
          open={makingComic}
          onOpenChange={setMakingComic}
          projectId={projectId}
          story={story}
          onMade={() => setViewMode('single')}
        />
      ) : null}
      {story ? (
        <StoryCaptionsDialog
          open={editingCaptions}
          onOpenChange={setEditingCaptions}
          projectId={projectId}
          story={story}
        />
      ) : null}
      <InsertPageDialog
        open={inserting}
        onOpenChange={setInserting}
        projectId={projectId}
        generating={generating}
        audience={audience}
        format={format}
        style={style}
      />
      {book && serverBook ? (
        <BookSettingsDialog
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          book={book}
          onChange={onChangeBook}
        />
      ) : null}
      <ExportDialog
        open={exporting}
        onOpenChange={setExporting}
        projectId={projectId}
        book={shown}
        currentPage={currentPage}
        colored={{ available: canColor, value: useColored, onChange: setUseColored }}
      />
    </section>
  );
}
