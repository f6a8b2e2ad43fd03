// What the page's floating parts (anything fixed or sticky: the chat's button, the lobby's create
// button) lie over, checked at every scroll position of the page, top to bottom.
//
// A leaf (a line of text, a control) is covered when its box meets a floating part's box and the
// floating part is what the screen shows on top where they meet (document.elementsFromPoint). Not
// counted: what the person opened over the page (the hint's sheet, which is itself what they read;
// the chat as a sheet; a dialog) and what lies under those; a part laid out but hidden. One
// allowance: an opaque bar across the whole width at the screen's foot (or head) shortens the
// screen rather than covering, since no line shows half under it and a scroll brings what it hides
// into sight, so what lies under it counts as below the screen; except at the page's last scroll
// position (its first, for a bar at the head), where nothing may be left under it for good.
/** Runs in the page: scrolls to `y`, waits two frames (the chat's button comes and goes as the chat leaves or enters the screen), lists what is covered. */
async function probe({ y, max }) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await new Promise((r) => window.requestAnimationFrame(() => window.requestAnimationFrame(r)));
  const top = window.scrollY;
  const bottom = document.scrollingElement.scrollHeight - window.innerHeight;
  const W = window.innerWidth;
  const H = window.innerHeight;
  const name = (el) => {
    const id = el.dataset?.testid;
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
    return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`;
  };
  const opened = '.hint, .chat.sheet, .report-backdrop';
  const shown = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('.visually-hidden');
  const boxOf = (el) => {
    // the part and what sticks out of it (the unread badge beside the chat's button)
    let b = el.getBoundingClientRect();
    for (const d of el.querySelectorAll('*')) {
      const r = d.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      b = { left: Math.min(b.left, r.left), top: Math.min(b.top, r.top), right: Math.max(b.right, r.right), bottom: Math.max(b.bottom, r.bottom) };
    }
    return b;
  };
  // the part of a leaf's box its clipping ancestors and the screen let show (a name cut short by an ellipsis)
  const visiblePart = (el, r) => {
    let { left, top, right, bottom } = r;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      const c = a.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
    }
    return { left: Math.max(left, 0), top: Math.max(top, 0), right: Math.min(right, W), bottom: Math.min(bottom, H) };
  };
  const opaque = (el) => {
    const c = getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    return c.length === 3 || (c.length === 4 && c[3] === 1);
  };

  const floating = [];
  for (const el of document.body.querySelectorAll('*')) {
    const pos = getComputedStyle(el).position;
    if ((pos !== 'fixed' && pos !== 'sticky') || el.closest(opened) || !shown(el)) continue;
    if (floating.some((f) => f.contains(el))) continue;
    const b = boxOf(el);
    if (b.right - b.left < 1 || b.bottom - b.top < 1 || b.bottom <= 0 || b.top >= H) continue;
    floating.push(el);
  }
  if (!floating.length) return { top, bottom, found: [] };

  // leaves: every line of visible text, and every control
  const leaves = [];
  const walk = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    const el = t.parentElement;
    if (!t.textContent.trim() || !el || el.closest('script, style, option') || !shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(t);
    for (const r of range.getClientRects()) leaves.push({ el, r, what: `"${t.textContent.trim().replace(/\s+/g, ' ').slice(0, 40)}" (${name(el)})` });
  }
  for (const el of document.body.querySelectorAll('button, a[href], input, select, textarea, summary, [role=button]')) {
    if (!shown(el)) continue;
    const label = (el.getAttribute('aria-label') ?? el.value ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    leaves.push({ el, r: el.getBoundingClientRect(), what: `${name(el)}${label ? ` "${label}"` : ''}` });
  }

  const found = [];
  for (const f of floating) {
    const fb = boxOf(f);
    const atFoot = fb.bottom >= H - 1 && top < bottom - 1;
    const atHead = fb.top <= 1 && top > 1;
    const bar = (atFoot || atHead) && opaque(f);
    for (const { el, r: box, what } of leaves) {
      if (f.contains(el) || el.contains(f)) continue;
      if (box.left >= fb.right || box.right <= fb.left || box.top >= fb.bottom || box.bottom <= fb.top) continue;
      const r = visiblePart(el, box);
      const left = Math.max(fb.left, r.left);
      const right = Math.min(fb.right, r.right);
      const up = Math.max(fb.top, r.top);
      const down = Math.min(fb.bottom, r.bottom);
      if (right - left < 2 || down - up < 2) continue;
      // the bar's width holds all the leaf shows: it is below (or above) the screen, not half hidden
      if (bar && r.left >= fb.left - 1 && r.right <= fb.right + 1) continue;
      const stack = document.elementsFromPoint((left + right) / 2, (up + down) / 2);
      if (!stack.length || !f.contains(stack[0])) continue;
      if (!stack.some((e) => (e === el || el.contains(e)) && !f.contains(e))) continue;
      found.push(`${name(f)} lies over ${what} at x ${Math.round(r.left)}..${Math.round(r.right)}, y ${Math.round(r.top)}..${Math.round(r.bottom)}`);
      if (found.length >= max) return { top, bottom, found };
    }
  }
  return { top, bottom, found };
}

/**
 * Scrolls the page from its top to its bottom in steps of `step` pixels (fewer than the chat
 * button's 48, so every line passes under each floating part at least once; bounded) and lists
 * what a floating part covers, and where, each named with `where` and the screen's size.
 */
export async function coveredWhileScrolling(page, where, { step = 40 } = {}) {
  const { width, height } = page.viewportSize();
  const problems = new Map();
  let y = 0;
  for (let n = 0; n < 500; n++) {
    const { top, bottom, found } = await page.evaluate(probe, { y, max: 6 });
    for (const f of found) if (!problems.has(f)) problems.set(f, `scrolled to ${top} of ${bottom}: ${f}`);
    if (top >= bottom - 1 || problems.size >= 12) break;
    y = Math.min(top + step, bottom);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return [...problems.values()].map((p) => `${where} at ${width}x${height}, ${p}`);
}
