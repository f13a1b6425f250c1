import type { Composition, Placement } from '../src/sketchbook/compose';

/**
 * Checks of issue 14's evaluation table (test/scene-table.json) against a composition's
 * placement data. Terms may list alternatives ("girl|child"). Geometry rules, in page px
 * (boxes are the art's bounding boxes, so the rules allow the art's empty corners):
 *
 * - riding, driving, on, sleeping on, sitting on: the subject's horizontal centre lies
 *   over the object, its bottom edge in the object's upper 80 %, its centre above the
 *   object's centre; subject and object overlap.
 * - holding, eating: the object touches or overlaps the subject (gap ≤ 2 % of the page
 *   width), is smaller than it, and its centre is level with the subject's box.
 * - wearing: the object's centre lies over the subject, in its top 45 % (head) or, for
 *   a scarf or glasses, its top 70 %; smaller than the subject.
 * - under: the subject's centre is below the object's centre, horizontally within it.
 * - in: the subject's centre is inside the object's box and the subject is smaller.
 * - next to: the boxes share a horizontal band, their gap is < 20 % of the page width
 *   and they overlap by less than a third of the smaller one.
 * - flying over: the subject's bottom is above the object's vertical centre and the two
 *   overlap horizontally.
 * - reading to: reader and listener next to each other and a book touching the reader.
 * - planting: the plant is next to the subject and its bottom within 20 % of the
 *   subject's height of the subject's feet.
 * - count: exactly `count` things named `of`; no two overlap by more than 15 % of the
 *   smaller (countable); with `on`, each sits on the container (centre over it, bottom
 *   in its upper 60 %), with `in`, each centre lies inside the container.
 */
export interface TableEntry {
  prompt: string;
  kind: string;
  must?: string[];
  mustNot?: string[];
  mustAny?: string[];
  relation?: { subject: string; relation: string; object: string };
  count?: { count: number; of: string; on?: string; in?: string };
  setting?: string;
  fallback?: boolean;
  fullBody?: string;
}

const alts = (term: string) => term.split('|');
const named = (ps: Placement[], term: string) => ps.filter((p) => alts(term).includes(p.name));

function overlap(a: Placement, b: Placement) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return { w, h, area: w > 0 && h > 0 ? w * h : 0 };
}
const cx = (p: Placement) => p.x + p.w / 2;
const cy = (p: Placement) => p.y + p.h / 2;
const area = (p: Placement) => p.w * p.h;

function isOn(s: Placement, o: Placement): boolean {
  const bottom = s.y + s.h;
  return (
    cx(s) >= o.x &&
    cx(s) <= o.x + o.w &&
    bottom >= o.y &&
    bottom <= o.y + o.h * 0.8 &&
    cy(s) < cy(o) &&
    overlap(s, o).area > 0
  );
}

function touches(s: Placement, o: Placement, page: number): boolean {
  const gapX = Math.max(0, Math.max(s.x, o.x) - Math.min(s.x + s.w, o.x + o.w));
  const gapY = Math.max(0, Math.max(s.y, o.y) - Math.min(s.y + s.h, o.y + o.h));
  return gapX <= page * 0.02 && gapY <= page * 0.02;
}

function nextTo(s: Placement, o: Placement, page: number): boolean {
  const ov = overlap(s, o);
  const gap = Math.max(0, Math.max(s.x, o.x) - Math.min(s.x + s.w, o.x + o.w));
  return ov.h > 0 && gap < page * 0.2 && ov.area < Math.min(area(s), area(o)) / 3;
}

function relationHolds(rel: string, s: Placement, o: Placement, ps: Placement[], page: number): boolean {
  switch (rel) {
    case 'riding':
    case 'driving':
    case 'on':
    case 'sleeping on':
    case 'sitting on':
      return isOn(s, o);
    case 'holding':
    case 'eating':
      return touches(o, s, page) && area(o) < area(s) && cy(o) >= s.y && cy(o) <= s.y + s.h;
    case 'wearing': {
      const reach = /scarf|glasses/.test(o.name) ? 0.7 : 0.45;
      return cx(o) >= s.x && cx(o) <= s.x + s.w && cy(o) <= s.y + s.h * reach && area(o) < area(s);
    }
    case 'under':
      return cy(s) > cy(o) && cx(s) >= o.x && cx(s) <= o.x + o.w;
    case 'in':
      return cx(s) >= o.x && cx(s) <= o.x + o.w && cy(s) >= o.y && cy(s) <= o.y + o.h && area(s) < area(o);
    case 'next to':
      return nextTo(s, o, page);
    case 'flying over':
      return s.y + s.h <= cy(o) && overlap(s, o).w > 0;
    case 'reading to': {
      const book = ps.find((p) => p.name === 'open book' || p.name === 'closed book' || p.name === 'books');
      return nextTo(s, o, page) && book !== undefined && touches(book, s, page);
    }
    case 'planting':
      return nextTo(s, o, page) && Math.abs(o.y + o.h - (s.y + s.h)) <= s.h * 0.2;
    default:
      throw new Error(`unknown relation "${rel}"`);
  }
}

/** Problems of one composition against its table entry; empty when it passes. */
export function checkEntry(entry: TableEntry, c: Composition, pageWidth: number): string[] {
  const ps = c.placements;
  const problems: string[] = [];
  for (const term of entry.must ?? []) if (named(ps, term).length === 0) problems.push(`missing ${term}`);
  for (const term of entry.mustNot ?? []) if (named(ps, term).length > 0) problems.push(`unwanted ${term}`);
  if (entry.mustAny && !entry.mustAny.some((t) => named(ps, t).length > 0))
    problems.push(`none of ${entry.mustAny.join(', ')}`);
  if (entry.setting && c.setting !== entry.setting) problems.push(`setting ${c.setting}≠${entry.setting}`);
  if (entry.fallback !== undefined && c.fallback !== entry.fallback) problems.push(`fallback ${c.fallback}`);
  if (entry.fullBody) {
    const people = named(ps, entry.fullBody);
    if (people.length === 0 || people.every((p) => p.bust)) problems.push(`no full-body ${entry.fullBody}`);
  }
  if (entry.relation) {
    const { subject, relation, object } = entry.relation;
    const ss = named(ps, subject);
    const os = named(ps, object);
    if (ss.length > 0 && os.length > 0) {
      const ok = ss.some((s) => os.some((o) => o !== s && relationHolds(relation, s, o, ps, pageWidth)));
      if (!ok) problems.push(`not ${subject} ${relation} ${object}`);
    } else problems.push(`relation ${relation}: missing part`);
  }
  if (entry.count) {
    const { count, of } = entry.count;
    const items = named(ps, of);
    if (items.length !== count) problems.push(`${items.length}×${of}, want ${count}`);
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++)
        if (overlap(items[i]!, items[j]!).area > 0.15 * Math.min(area(items[i]!), area(items[j]!))) {
          problems.push(`${of} ${i} and ${j} overlap (not countable)`);
          i = items.length;
          break;
        }
    const container = entry.count.on ?? entry.count.in;
    if (container) {
      const box = named(ps, container)[0];
      if (!box) problems.push(`no ${container}`);
      else {
        const inside = (p: Placement) =>
          entry.count!.on
            ? cx(p) >= box.x &&
              cx(p) <= box.x + box.w &&
              p.y + p.h >= box.y &&
              p.y + p.h <= box.y + box.h * 0.6
            : cx(p) >= box.x && cx(p) <= box.x + box.w && cy(p) >= box.y && cy(p) <= box.y + box.h;
        if (!items.every(inside)) problems.push(`${of} not ${entry.count.on ? 'on' : 'in'} ${container}`);
      }
    }
  }
  return problems;
}
