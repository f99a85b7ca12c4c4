/**
 * Whether a page's texts fit its layout at the current width: the page does not scroll sideways,
 * no shown element sticks out of it, and no element that clips its content (`overflow: hidden` or
 * `clip`, which `text-overflow: ellipsis` needs) holds a text larger than its box. Longer texts
 * (the pseudo-locale's 40%) are what it is for. Runs in the page (`page.evaluate(layoutMisfits)`).
 *
 * Not counted: a designed scroller (`overflow: auto` or `scroll`, and what is inside one), an
 * element drawn outside the page on purpose while hidden (a closed drawer), a box of no size (a
 * collapsed panel) and the visually hidden texts for screen readers (a 1 px clipped box).
 */
export function layoutMisfits(): string[] {
  const misfits: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    misfits.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
  const name = (element: Element) => {
    const id = element.closest('[id]')?.id;
    const label = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${label}${id ? ` in #${id}` : ''} "${text}"`;
  };
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const insideScroller = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
      if (scrolls(getComputedStyle(up))) return true;
    return false;
  };
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(element);
    if (style.position === 'fixed' && (box.right <= 0 || box.left >= root.clientWidth)) continue;
    if (insideScroller(element)) continue;
    if (box.right > root.clientWidth + 1 || box.left < -1)
      misfits.push(
        `sticks out of the page (${Math.round(box.left)} to ${Math.round(box.right)} px): ${name(element)}`,
      );
    if (scrolls(style) || !(element.textContent ?? '').trim()) continue;
    const clipsX = ['hidden', 'clip'].includes(style.overflowX);
    const clipsY = ['hidden', 'clip'].includes(style.overflowY);
    if (clipsX && element.scrollWidth > element.clientWidth + 1)
      misfits.push(
        `clips its text sideways (${element.scrollWidth} px in ${element.clientWidth} px): ${name(element)}`,
      );
    if (clipsY && element.scrollHeight > element.clientHeight + 1)
      misfits.push(
        `clips its text below (${element.scrollHeight} px in ${element.clientHeight} px): ${name(element)}`,
      );
  }
  return misfits;
}
