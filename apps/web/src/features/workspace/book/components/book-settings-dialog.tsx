import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Book, BookPage, UpdateBook } from '@inkling/contracts/book';
import { BOOK_SETTINGS_TEXTS } from '@inkling/contracts/book-ui';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import GripVertical from 'lucide-react/icons/grip-vertical';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../../../components/ui/dialog';
import { cn } from '../../../../lib/cn';
import { applyBookUpdate } from '../api/book-api';
import { moveItem } from '../book-model';

export interface BookSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  book: Book;
  /** Applies a change (the caller PATCHes the book, showing it at once). */
  onChange: (update: UpdateBook) => void;
}

function PageRow({
  page,
  index,
  count,
  onMove,
  onInclude,
}: {
  page: BookPage;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onInclude: (included: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: page.generationId,
    });
  const id = useId();
  const position = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-2xl border-2 border-line bg-white p-2',
        isDragging && 'relative z-10 shadow-lift',
        !page.included && 'bg-paper',
      )}
      data-testid="book-settings-page"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={BOOK_SETTINGS_TEXTS.dragHandle(position, page.prompt)}
        className="grid size-10 shrink-0 cursor-grab touch-none place-items-center rounded-xl text-ink-soft hover:bg-ink/5 active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <img
        src={page.previewUrl}
        alt=""
        className={cn(
          'size-12 shrink-0 rounded-lg bg-white object-contain ring-1 ring-line',
          !page.included && 'opacity-40',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold">{page.prompt}</span>
        <label htmlFor={id} className="flex items-center gap-1.5 text-xs text-ink-soft">
          <input
            id={id}
            type="checkbox"
            checked={page.included}
            onChange={(event) => onInclude(event.target.checked)}
            aria-label={BOOK_SETTINGS_TEXTS.includeLabel(page.prompt)}
            className="size-6 shrink-0 accent-grape sm:size-4"
          />
          {page.included ? BOOK_SETTINGS_TEXTS.include : BOOK_SETTINGS_TEXTS.leftOut}
        </label>
      </div>
      <div className="flex shrink-0 items-center">
        <button
          type="button"
          onClick={() => onMove(index, index - 1)}
          disabled={index === 0}
          aria-label={BOOK_SETTINGS_TEXTS.moveUp(position)}
          className="grid size-10 place-items-center rounded-full text-ink hover:bg-ink/5 disabled:opacity-30"
        >
          <ArrowUp className="size-4.5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onMove(index, index + 1)}
          disabled={index === count - 1}
          aria-label={BOOK_SETTINGS_TEXTS.moveDown(position)}
          className="grid size-10 place-items-center rounded-full text-ink hover:bg-ink/5 disabled:opacity-30"
        >
          <ArrowDown className="size-4.5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

/**
 * Book settings (issue 11): the pages in book order — drag a page by its handle (pointer,
 * touch, or the keyboard: Space picks it up, arrows move it, Space drops it, Escape cancels;
 * @dnd-kit announces each step) or use its up/down buttons — a checkbox per page to leave it
 * out of the book without deleting it, and the cover: the "This book belongs to ______" line
 * and the cover picture (a drawn frame, or one of the pages). Every change is applied at once
 * through `onChange` (PATCH /api/projects/:id/book).
 */
export function BookSettingsDialog({
  open,
  onOpenChange,
  book: saved,
  onChange: save,
}: BookSettingsDialogProps) {
  // The controls show each change at once; the saved book replaces it when it arrives.
  const [book, setBook] = useState(saved);
  useEffect(() => setBook(saved), [saved]);
  const onChange = (update: UpdateBook) => {
    setBook((shown) => applyBookUpdate(shown, update));
    save(update);
  };
  const ids = book.pages.map((page) => page.generationId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const coverId = useId();
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => BOOK_SETTINGS_TEXTS.announce.picked(positionOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? BOOK_SETTINGS_TEXTS.announce.over(positionOf(active.id), positionOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? BOOK_SETTINGS_TEXTS.announce.dropped(positionOf(active.id), positionOf(over.id)) : undefined,
    onDragCancel: ({ active }) => BOOK_SETTINGS_TEXTS.announce.cancelled(positionOf(active.id)),
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onChange({ order: moveItem(ids, from, to) });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const include = (page: BookPage, included: boolean) => {
    const excluded = book.pages
      .filter((p) => (p.generationId === page.generationId ? !included : !p.included))
      .map((p) => p.generationId);
    onChange({ excluded });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={BOOK_SETTINGS_TEXTS.title}
      description={BOOK_SETTINGS_TEXTS.description}
      className="max-w-xl"
    >
      <div className="mt-5 flex flex-col gap-6">
        <section aria-labelledby={`${coverId}-pages`} className="flex flex-col gap-2">
          <h3 id={`${coverId}-pages`} className="font-bold">
            {BOOK_SETTINGS_TEXTS.pagesHeading}
          </h3>
          <p className="text-sm text-ink-soft">{BOOK_SETTINGS_TEXTS.pagesHint}</p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol className="flex flex-col gap-2">
                {book.pages.map((page, index) => (
                  <PageRow
                    key={page.generationId}
                    page={page}
                    index={index}
                    count={book.pages.length}
                    onMove={move}
                    onInclude={(included) => include(page, included)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </section>
        <section aria-labelledby={`${coverId}-cover`} className="flex flex-col gap-3">
          <h3 id={`${coverId}-cover`} className="font-bold">
            {BOOK_SETTINGS_TEXTS.coverHeading}
          </h3>
          <p className="text-sm">
            <span className="font-semibold">{BOOK_SETTINGS_TEXTS.coverTitle}:</span> {book.cover.title}
          </p>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={book.cover.belongsToLine}
              onChange={(event) => onChange({ cover: { belongsToLine: event.target.checked } })}
              className="size-6 shrink-0 accent-grape sm:size-5"
            />
            {BOOK_SETTINGS_TEXTS.belongsToLine}
          </label>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${coverId}-picture`} className="text-sm font-semibold">
              {BOOK_SETTINGS_TEXTS.coverPicture}
            </label>
            <select
              id={`${coverId}-picture`}
              value={book.cover.pageId ?? ''}
              onChange={(event) => onChange({ cover: { pageId: event.target.value || null } })}
              className="h-11 rounded-2xl border-2 border-line bg-white px-3 text-base focus:border-grape focus:outline-none"
            >
              <option value="">{BOOK_SETTINGS_TEXTS.coverFrame}</option>
              {book.pages.map((page, index) => (
                <option key={page.generationId} value={page.generationId}>
                  {`${BOOK_SETTINGS_TEXTS.coverPage(index + 1)}: ${page.prompt}`}
                </option>
              ))}
            </select>
          </div>
        </section>
      </div>
    </Dialog>
  );
}
