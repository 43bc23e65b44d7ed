import type { Page } from '@playwright/test';

/** A page's layout against its screen's width: the document's own, and each element a person can see. */
export interface ScreenFit {
  /** the layout viewport's width, without a vertical scrollbar */
  screen: number;
  /** the document's width: wider than `screen` means the page scrolls sideways */
  page: number;
  /** elements shown (at least in part) left of the screen or beyond its right edge: `<selector> “<text>” <left>…<right> px` */
  outside: string[];
}

/**
 * Measures the page as it is now. An element counts when it is drawn: its box has a size, it is visible (CSS
 * visibility and opacity), and what is left of it once every ancestor that clips it (overflow other than
 * visible, visually hidden text's `clip`) has cut it is not empty; that visible part must lie within
 * [0, screen]. So a carousel's next slide in its overflow-hidden frame, a wide table in its scrolling box and
 * a skip link parked wholly left of the screen pass, while a dialog, a toast or a menu reaching past the edge
 * fails. Only the outermost element of each overflowing branch is named.
 */
export function measureScreenFit(page: Page): Promise<ScreenFit> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const screen = root.clientWidth;
    const TOLERANCE = 0.5;
    type Box = { left: number; right: number; top: number; bottom: number };

    const hiddenByClip = (style: CSSStyleDeclaration) =>
      /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip) || style.clipPath === 'inset(50%)';
    const establishesFixedBlock = (style: CSSStyleDeclaration) =>
      style.transform !== 'none' || style.filter !== 'none' || /paint|strict|content/.test(style.contain);

    /** The element whose box contains `element` (CSS containing block), or null for the screen itself. */
    function containingBlock(element: Element, style: CSSStyleDeclaration): Element | null {
      let parent = element.parentElement;
      if (style.position === 'fixed') {
        while (parent && !establishesFixedBlock(getComputedStyle(parent))) parent = parent.parentElement;
      } else if (style.position === 'absolute') {
        while (parent && getComputedStyle(parent).position === 'static' && !establishesFixedBlock(getComputedStyle(parent))) {
          parent = parent.parentElement;
        }
      }
      return parent;
    }

    /** What remains of the element's box once the ancestors that clip it have cut it (null: nothing). */
    function visiblePart(element: Element): Box | null {
      const rect = element.getBoundingClientRect();
      const box: Box = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      const empty = () => box.right - box.left < 1 || box.bottom - box.top < 1;
      let current: Element = element;
      let style = getComputedStyle(current);
      for (;;) {
        if (empty() || hiddenByClip(style)) return null;
        const parent = containingBlock(current, style);
        if (!parent || parent === document.body || parent === root) break;
        const parentStyle = getComputedStyle(parent);
        const bounds = parent.getBoundingClientRect();
        if (parentStyle.overflowX !== 'visible') {
          box.left = Math.max(box.left, bounds.left);
          box.right = Math.min(box.right, bounds.right);
        }
        if (parentStyle.overflowY !== 'visible') {
          box.top = Math.max(box.top, bounds.top);
          box.bottom = Math.min(box.bottom, bounds.bottom);
        }
        current = parent;
        style = parentStyle;
      }
      return box;
    }

    function describe(element: Element, box: Box) {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const testId = element.getAttribute('data-testid');
      const label = element.getAttribute('aria-label');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const named = [testId && `[data-testid="${testId}"]`, label && `[aria-label="${label}"]`].filter(Boolean).join('');
      return `${element.tagName.toLowerCase()}${id}${classes}${named} “${text}” ${Math.round(box.left)}…${Math.round(box.right)} px`;
    }

    const offenders = new Set<Element>();
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = visiblePart(element);
      if (!box) continue;
      // Wholly left of the screen: parked there on purpose until needed (a skip link), never reachable by scrolling.
      if (box.right <= 0) continue;
      if (box.left >= -TOLERANCE && box.right <= screen + TOLERANCE) continue;
      offenders.add(element);
      let ancestor = element.parentElement;
      while (ancestor && !offenders.has(ancestor)) ancestor = ancestor.parentElement;
      if (!ancestor) outside.push(describe(element, box));
    }
    return { screen, page: root.scrollWidth, outside };
  });
}
