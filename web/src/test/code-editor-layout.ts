/**
 * jsdom has no layout, and CodeMirror measures text ranges: give Range the two measuring methods
 * it calls, empty, so the editor renders in component tests.
 */
export function stubTextRangeLayout(): void {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
