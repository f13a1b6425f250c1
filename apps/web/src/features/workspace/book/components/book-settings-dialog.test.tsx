import { BOOK_SETTINGS_TEXTS } from '@inkling/contracts/book-ui';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeGeneration, makeProject } from '../../../../test/factories';
import { renderWithApp } from '../../../../test/render';
import { applyBookUpdate } from '../api/book-api';
import { bookFromProject } from '../api/use-workspace-book';
import { BookSettingsDialog } from './book-settings-dialog';

afterEach(cleanup);

const project = makeProject({
  title: 'Dino book',
  generations: ['one', 'two', 'three'].map((prompt) => makeGeneration({ prompt })),
});
const book = bookFromProject(project);
const ids = book.pages.map((p) => p.generationId);

function renderSettings(shown = book) {
  const onChange = vi.fn();
  renderWithApp(<BookSettingsDialog open onOpenChange={() => undefined} book={shown} onChange={onChange} />);
  return onChange;
}

describe('book settings (issue 11)', () => {
  it('lists every page in book order with a drag handle and up/down buttons', () => {
    renderSettings();
    expect(screen.getByRole('button', { name: BOOK_SETTINGS_TEXTS.dragHandle(1, 'one') })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move page 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move page 3 down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('moves a page with the buttons, showing it at once and sending the whole new order', () => {
    const onChange = renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Move page 1 down' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: [ids[1], ids[0], ids[2]] });
    expect(screen.getByRole('button', { name: BOOK_SETTINGS_TEXTS.dragHandle(1, 'two') })).toBeTruthy();
    // The next move starts from the order on screen, before the server has answered.
    fireEvent.click(screen.getByRole('button', { name: 'Move page 3 up' }));
    expect(onChange).toHaveBeenLastCalledWith({ order: [ids[1], ids[2], ids[0]] });
  });

  it('leaves a page out without deleting it, and puts it back', () => {
    const onChange = renderSettings();
    fireEvent.click(screen.getByRole('checkbox', { name: BOOK_SETTINGS_TEXTS.includeLabel('two') }));
    expect(onChange).toHaveBeenLastCalledWith({ excluded: [ids[1]] });
    cleanup();
    const left = applyBookUpdate(book, { excluded: [ids[1]!] });
    const again = renderSettings(left);
    expect(screen.getByText(BOOK_SETTINGS_TEXTS.leftOut)).toBeTruthy();
    expect(screen.getAllByTestId('book-settings-page')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: BOOK_SETTINGS_TEXTS.includeLabel('two') }));
    expect(again).toHaveBeenLastCalledWith({ excluded: [] });
  });

  it('sets the cover: the "belongs to" line and a page or the drawn frame', () => {
    const onChange = renderSettings();
    fireEvent.click(screen.getByRole('checkbox', { name: BOOK_SETTINGS_TEXTS.belongsToLine }));
    expect(onChange).toHaveBeenLastCalledWith({ cover: { belongsToLine: true } });
    const picture = screen.getByRole('combobox', { name: BOOK_SETTINGS_TEXTS.coverPicture });
    fireEvent.change(picture, { target: { value: ids[2] } });
    expect(onChange).toHaveBeenLastCalledWith({ cover: { pageId: ids[2] } });
    cleanup();
    const pictured = applyBookUpdate(book, { cover: { pageId: ids[2]! } });
    const next = renderSettings(pictured);
    fireEvent.change(screen.getByRole('combobox', { name: BOOK_SETTINGS_TEXTS.coverPicture }), {
      target: { value: '' },
    });
    expect(next).toHaveBeenLastCalledWith({ cover: { pageId: null } });
  });
});
