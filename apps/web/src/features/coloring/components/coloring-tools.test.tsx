import { COLORING_PALETTE, RECENT_COLORS } from '@inkling/contracts/coloring';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorItLink } from '../../../components/coloring/color-it-link';
import { renderWithApp } from '../../../test/render';
import { Palette, withRecent } from './palette';
import { type Tool, ToolBar } from './tool-bar';

afterEach(cleanup);

function Harness() {
  const [tool, setTool] = useState<Tool>('fill');
  const [brush, setBrush] = useState<'small' | 'medium' | 'large'>('medium');
  const [color, setColor] = useState<string>(COLORING_PALETTE[0].hex);
  return (
    <>
      <ToolBar tool={tool} onTool={setTool} brush={brush} onBrush={setBrush} color={color} />
      <Palette color={color} recent={withRecent([], '#1e88e5')} onChange={setColor} />
    </>
  );
}

describe('coloring tools', () => {
  it('24 big round swatches, one pressed at a time, plus a custom colour', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Colors' });
    const swatches = COLORING_PALETTE.map((c) => screen.getByRole('button', { name: c.name }));
    expect(swatches).toHaveLength(24);
    for (const s of swatches) expect(group.contains(s)).toBe(true);
    expect(swatches[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(screen.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true');
    expect(swatches[0]!.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByLabelText('Pick any color'), { target: { value: '#123456' } });
    expect((screen.getByLabelText('Pick any color') as HTMLInputElement).value).toBe('#123456');
    expect(screen.getByRole('button', { name: 'Recent colors: Blue' })).toBeTruthy();
  });

  it('tools are toggle buttons reachable by keyboard; brush sizes show for brush and eraser', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Fill' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Small brush' })).toBeNull();
    const brush = screen.getByRole('button', { name: 'Brush' });
    brush.focus();
    expect(document.activeElement).toBe(brush);
    fireEvent.click(brush);
    expect(brush.getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Small brush', 'Medium brush', 'Large brush']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Large brush' }));
    expect(screen.getByRole('button', { name: 'Large brush' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(screen.getByRole('button', { name: 'Large brush' })).toBeTruthy();
    // Every control is a native button or input: in the tab order with the focus ring classes.
    for (const b of screen.getAllByRole('button')) expect(b.className).toMatch(/focus-visible:ring/);
  });

  it('recent colours keep the newest first, no repeats, at most RECENT_COLORS', () => {
    let recent: string[] = [];
    for (const c of COLORING_PALETTE.slice(0, RECENT_COLORS + 2)) recent = withRecent(recent, c.hex);
    recent = withRecent(recent, COLORING_PALETTE[3].hex);
    expect(recent).toHaveLength(RECENT_COLORS);
    expect(recent[0]).toBe(COLORING_PALETTE[3].hex);
    expect(new Set(recent).size).toBe(recent.length);
  });

  it('"Color it" links to the owner’s page or the community page on the coloring screen', () => {
    renderWithApp(
      <>
        <ColorItLink target={{ generationId: 'g 1' }} />
        <ColorItLink target={{ postId: 'p1' }} label="Color this" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Color it' }).getAttribute('href')).toBe('/color/g%201');
    expect(screen.getByRole('link', { name: 'Color this' }).getAttribute('href')).toBe('/color/community/p1');
  });
});
