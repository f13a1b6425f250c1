import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TrainingModulePage } from './training-module-page';
import { TrainingPage } from './training-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/training" element={<TrainingPage />} />
        <Route path="/training/module/:moduleId" element={<TrainingModulePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('TrainingModulePage', () => {
  it('shows a module with introduction, numbered sections, tips and conclusion', () => {
    renderAt('/training/module/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Writing great prompts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Introduction' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Section 1: One clear subject' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Key tips' })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Conclusion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/');
    for (const link of screen.getAllByRole('link', { name: 'Back to Training' })) {
      expect(link.getAttribute('href')).toBe('/training');
    }
    expect(document.title).toBe('Writing great prompts · Training · Inkling');
  });

  it("shows each section's looping demo with alt text, a caption and a pause button", () => {
    renderAt('/training/module/1');
    const demos = document.querySelectorAll('figure[data-lesson-demo]');
    expect(demos).toHaveLength(5);
    const demo = screen.getByRole('img', { name: /Demo for "Make your first page"/ });
    expect(demo.getAttribute('src')).toBe('/training/demos/module-1-lesson-2.svg');
    expect(demo.closest('section')?.id).toBe('section-2');
    expect(demo.closest('figure')?.textContent).toContain(
      'Demo: "a cat in a hat" typed, then drawn as a page.',
    );
    const pause = screen.getAllByRole('button', { name: 'Pause demo' })[1]!;
    fireEvent.click(pause);
    expect(demo.getAttribute('src')).toBe('/training/demos/module-1-lesson-2-still.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Play demo' }));
    expect(demo.getAttribute('src')).toBe('/training/demos/module-1-lesson-2.svg');
  });

  it('shows "Module Not Found" for an unknown id', () => {
    renderAt('/training/module/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Module Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Training' }).getAttribute('href')).toBe('/training');
    expect(document.title).toBe('Module Not Found · Inkling');
  });

  it('shows "Module Not Found" for a non-numeric id', () => {
    renderAt('/training/module/getting-started');
    expect(screen.getByRole('heading', { level: 1, name: 'Module Not Found' })).toBeTruthy();
  });
});

describe('TrainingPage', () => {
  it('lists four courses, marks only the first completed and links lessons to module sections', () => {
    renderAt('/training');
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('Completed')).toHaveLength(1);
    const lesson = screen.getAllByRole('link', { name: /Make your first page\s*, with a looping demo/ })[0];
    expect(lesson?.getAttribute('href')).toBe('/training/module/1#section-2');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
    expect(document.title).toBe('Training Center · Inkling');
  });
});
