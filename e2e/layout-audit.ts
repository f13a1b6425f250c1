import type { Page } from '@playwright/test';

/**
 * The layout audit of issue 32 ("Checks that find the next one"): what a parent would trip
 * over on a screen, measured in the page rather than looked for by eye.
 *
 * - `overlap`: two visible interactive elements cover each other (neither inside the other);
 * - `offscreen`: an interactive element lies partly outside the window sideways;
 * - `text-overflow`: a text container's text is wider than its box (`scrollWidth >
 *   clientWidth` on an element with its own text, not scrollable, not an intended ellipsis);
 * - `toast-over-dialog`: a toast covers a button of the open dialog;
 * - `tap-target`: on a phone (window < 640 px wide) an interactive element is smaller than
 *   24×24 px (WCAG 2.2 SC 2.5.8 "Target Size (Minimum)"; links inside running text are
 *   exempt, as in the SC).
 *
 * While a modal dialog is open only the dialog (and toasts) count: what lies under its
 * overlay cannot be reached.
 */
export interface Offence {
  kind: 'overlap' | 'offscreen' | 'text-overflow' | 'toast-over-dialog' | 'tap-target';
  /** Short descriptions of the element(s): tag, accessible name or text, box in CSS px. */
  elements: string[];
}

/** A 1 px tolerance: sub-pixel layout rounds boxes that only touch into 0.5 px overlaps. */
const TOLERANCE_PX = 1;
/** WCAG 2.2 SC 2.5.8: targets of at least 24×24 CSS px. */
const MIN_TAP_PX = 24;
/** Below this window width the screen is a phone's (Tailwind's `sm` breakpoint). */
const PHONE_MAX_WIDTH_PX = 640;

/** Runs every check on what `page` shows now; returns the offences found, none when clean. */
export async function auditLayout(page: Page): Promise<Offence[]> {
  return page.evaluate(
    ({ tolerance, minTap, phoneMax }) => {
      const INTERACTIVE =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"], [tabindex]:not([tabindex="-1"])';
      const offences: { kind: string; elements: string[] }[] = [];
      const vw = document.documentElement.clientWidth;

      const modal = [
        ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
      ].filter((el) => el.getClientRects().length > 0);
      const scope: ParentNode = modal.length > 0 ? modal[modal.length - 1]! : document;

      /** Clipped to nothing: Tailwind's sr-only (clip-path inset(50%), or the older clip rect). */
      const clippedAway = (style: CSSStyleDeclaration) =>
        style.clipPath.startsWith('inset(50%') || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip);

      /** The element's box cut by every ancestor that clips (overflow not visible); null when nothing shows. */
      function visibleRect(el: Element): DOMRect | null {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0 || clippedAway(style)) return null;
        let rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return null;
        let left = rect.left;
        let top = rect.top;
        let right = rect.right;
        let bottom = rect.bottom;
        for (let parent = el.parentElement; parent; parent = parent.parentElement) {
          const ps = getComputedStyle(parent);
          if (Number(ps.opacity) === 0 || clippedAway(ps)) return null;
          const clipsX = ps.overflowX !== 'visible';
          const clipsY = ps.overflowY !== 'visible';
          if (!clipsX && !clipsY) continue;
          const pr = parent.getBoundingClientRect();
          if (clipsX) {
            left = Math.max(left, pr.left);
            right = Math.min(right, pr.right);
          }
          if (clipsY) {
            top = Math.max(top, pr.top);
            bottom = Math.min(bottom, pr.bottom);
          }
          // 1 px or less: clipped away, or a screen-reader-only text (Tailwind's sr-only).
          if (right - left <= 1 || bottom - top <= 1) return null;
        }
        rect = new DOMRect(left, top, right - left, bottom - top);
        return rect;
      }

      function labelOf(el: Element, rect: DOMRect): string {
        const name =
          el.getAttribute('aria-label') ||
          (el as HTMLInputElement).labels?.[0]?.textContent ||
          el.getAttribute('title') ||
          el.textContent ||
          el.getAttribute('placeholder') ||
          '';
        const text = name.replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}> "${text}" at x ${Math.round(rect.left)}–${Math.round(rect.right)}, y ${Math.round(rect.top)}–${Math.round(rect.bottom)}`;
      }

      const interactive = [...scope.querySelectorAll(INTERACTIVE)]
        .filter((el) => !el.closest('[aria-hidden="true"], [inert], [data-sonner-toaster]'))
        .map((el) => ({ el, rect: visibleRect(el) }))
        .filter((item): item is { el: Element; rect: DOMRect } => item.rect !== null);

      // A link that wraps in running text is one box per line, not the box around them all.
      const boxesOf = (el: Element, rect: DOMRect): DOMRect[] =>
        getComputedStyle(el).display === 'inline' ? [...el.getClientRects()] : [rect];
      const meet = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance;

      // A control laid on a card (a delete button on a project card's link): wholly inside the
      // other's box and the one drawn on top, so it is what a tap there reaches.
      const onTopInside = (inner: { el: Element; rect: DOMRect }, outer: DOMRect) => {
        const r = inner.rect;
        const inside =
          r.left >= outer.left - tolerance &&
          r.right <= outer.right + tolerance &&
          r.top >= outer.top - tolerance &&
          r.bottom <= outer.bottom + tolerance;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        // Off screen there is nothing to hit: a positioned control is laid over the card.
        const onTop =
          hit !== null
            ? inner.el.contains(hit)
            : ['absolute', 'fixed'].includes(getComputedStyle(inner.el).position);
        return inside && onTop;
      };

      // Overlap: a later element drawn over an earlier one (nested ones, like an input in its
      // label, are one control).
      for (let i = 0; i < interactive.length; i += 1) {
        for (let j = i + 1; j < interactive.length; j += 1) {
          const a = interactive[i]!;
          const b = interactive[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          if (onTopInside(a, b.rect) || onTopInside(b, a.rect)) continue;
          const boxesA = boxesOf(a.el, a.rect);
          const boxesB = boxesOf(b.el, b.rect);
          if (boxesA.some((boxA) => boxesB.some((boxB) => meet(boxA, boxB)))) {
            offences.push({ kind: 'overlap', elements: [labelOf(a.el, a.rect), labelOf(b.el, b.rect)] });
          }
        }
      }

      for (const { el, rect } of interactive) {
        const box = el.getBoundingClientRect();
        if (box.left < -tolerance || box.right > vw + tolerance) {
          // Part of a sideways scroller (a carousel) is meant to lie outside: only its clipped box counts.
          if (rect.left < -tolerance || rect.right > vw + tolerance || rect.width + tolerance < box.width) {
            const clippedByScroller = (() => {
              for (let p = el.parentElement; p; p = p.parentElement) {
                const o = getComputedStyle(p).overflowX;
                if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return true;
              }
              return false;
            })();
            if (!clippedByScroller) offences.push({ kind: 'offscreen', elements: [labelOf(el, box)] });
          }
        }
        if (vw < phoneMax && (rect.width + tolerance < minTap || rect.height + tolerance < minTap)) {
          const inRunningText =
            el.tagName === 'A' &&
            getComputedStyle(el).display === 'inline' &&
            (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
          // A box cut by a scroller is partly scrolled away, not small.
          const cut =
            Math.abs(box.width - rect.width) > tolerance || Math.abs(box.height - rect.height) > tolerance;
          if (!inRunningText && !cut) offences.push({ kind: 'tap-target', elements: [labelOf(el, rect)] });
        }
      }

      // Text wider than its box: elements with their own text that are not scrollers and do
      // not end in an intended ellipsis.
      for (const el of scope.querySelectorAll<HTMLElement>('body *')) {
        if (el.closest('[aria-hidden="true"], svg, script, style, noscript, [data-sonner-toaster]')) continue;
        const ownText = [...el.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim().length > 0,
        );
        if (!ownText || el.clientWidth === 0) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.textOverflow === 'ellipsis') continue;
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
        if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) continue;
        if (el.scrollWidth > el.clientWidth + tolerance) {
          const rect = visibleRect(el);
          if (rect)
            offences.push({ kind: 'text-overflow', elements: [labelOf(el, el.getBoundingClientRect())] });
        }
      }

      if (modal.length > 0) {
        const dialogButtons = [...modal[modal.length - 1]!.querySelectorAll('button, a[href]')]
          .map((el) => ({ el, rect: visibleRect(el) }))
          .filter((item): item is { el: Element; rect: DOMRect } => item.rect !== null);
        for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
          const t = toast.getBoundingClientRect();
          if (t.width < 1) continue;
          for (const { el, rect } of dialogButtons) {
            const w = Math.min(t.right, rect.right) - Math.max(t.left, rect.left);
            const h = Math.min(t.bottom, rect.bottom) - Math.max(t.top, rect.top);
            if (w > tolerance && h > tolerance) {
              offences.push({
                kind: 'toast-over-dialog',
                elements: [labelOf(toast, t), labelOf(el, rect)],
              });
            }
          }
        }
      }
      return offences as { kind: Offence['kind']; elements: string[] }[];
    },
    { tolerance: TOLERANCE_PX, minTap: MIN_TAP_PX, phoneMax: PHONE_MAX_WIDTH_PX },
  );
}

/** One line per offence: "screen @ viewport: kind: element | element". */
export function formatOffences(screen: string, offences: Offence[]): string[] {
  return offences.map((o) => `${screen}: ${o.kind}: ${o.elements.join(' | ')}`);
}
