/** Spec constants: space around the highlighted element, gap to the tooltip, and the viewport edge kept clear. */
export const TOUR_HIGHLIGHT_PADDING = 8;
export const TOUR_TOOLTIP_OFFSET = 15;
export const TOUR_VIEWPORT_MARGIN = 10;

export type Box = { top: number; left: number; width: number; height: number };
export type Size = { width: number; height: number };
/** Where the tooltip sits relative to the highlight; 'over' when no side has room (it then overlaps). */
export type Placement = 'bottom' | 'top' | 'right' | 'left' | 'over';
export type TourLayout = {
  highlight: Box;
  tooltip: { top: number; left: number };
  placement: Placement;
  viewport: Size;
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** The highlighted box: the target grown by the padding on every side. */
export function highlightBox(target: Box): Box {
  return {
    top: target.top - TOUR_HIGHLIGHT_PADDING,
    left: target.left - TOUR_HIGHLIGHT_PADDING,
    width: target.width + 2 * TOUR_HIGHLIGHT_PADDING,
    height: target.height + 2 * TOUR_HIGHLIGHT_PADDING,
  };
}

/**
 * Places the tooltip the offset away from the highlight, trying below, above, right and left in turn,
 * and always keeps it the margin inside the viewport. Without room on any side it sits at the bottom
 * of the viewport, over the highlight.
 */
export function layoutTour(target: Box, tooltip: Size, viewport: Size): TourLayout {
  const highlight = highlightBox(target);
  const gap = TOUR_TOOLTIP_OFFSET;
  const margin = TOUR_VIEWPORT_MARGIN;
  const bottomEdge = highlight.top + highlight.height;
  const rightEdge = highlight.left + highlight.width;
  const maxLeft = viewport.width - margin - tooltip.width;
  const maxTop = viewport.height - margin - tooltip.height;
  const centredLeft = clamp(highlight.left + highlight.width / 2 - tooltip.width / 2, margin, maxLeft);
  const centredTop = clamp(highlight.top + highlight.height / 2 - tooltip.height / 2, margin, maxTop);

  const candidates: { placement: Placement; fits: boolean; top: number; left: number }[] = [
    {
      placement: 'bottom',
      fits: bottomEdge + gap + tooltip.height <= viewport.height - margin && bottomEdge + gap >= margin,
      top: bottomEdge + gap,
      left: centredLeft,
    },
    {
      placement: 'top',
      fits: highlight.top - gap - tooltip.height >= margin && highlight.top - gap <= viewport.height - margin,
      top: highlight.top - gap - tooltip.height,
      left: centredLeft,
    },
    {
      placement: 'right',
      fits: rightEdge + gap + tooltip.width <= viewport.width - margin,
      top: centredTop,
      left: rightEdge + gap,
    },
    {
      placement: 'left',
      fits: highlight.left - gap - tooltip.width >= margin,
      top: centredTop,
      left: highlight.left - gap - tooltip.width,
    },
  ];
  const chosen = candidates.find((candidate) => candidate.fits);
  if (chosen) {
    return {
      highlight,
      tooltip: { top: chosen.top, left: chosen.left },
      placement: chosen.placement,
      viewport,
    };
  }
  return {
    highlight,
    tooltip: { top: clamp(maxTop, margin, maxTop), left: centredLeft },
    placement: 'over',
    viewport,
  };
}

/**
 * How far to scroll the page so the step can be read: nothing when the highlight is inside the usable
 * area (below `topInset`, e.g. a sticky header) and the tooltip has a side; otherwise the highlight and
 * the tooltip below it are centred, or, for a target too tall for that, its top is brought into view.
 */
export function scrollDelta(target: Box, tooltip: Size, viewport: Size, topInset = 0): number {
  const highlight = highlightBox(target);
  const areaTop = topInset + TOUR_VIEWPORT_MARGIN;
  const areaBottom = viewport.height - TOUR_VIEWPORT_MARGIN;
  const area = areaBottom - areaTop;
  const inside = highlight.top >= areaTop && highlight.top + highlight.height <= areaBottom;
  if (inside && layoutTour(target, tooltip, viewport).placement !== 'over') return 0;

  const withTooltip = highlight.height + TOUR_TOOLTIP_OFFSET + tooltip.height;
  if (withTooltip <= area) return Math.round(highlight.top - (areaTop + (area - withTooltip) / 2));
  if (highlight.height <= area) return Math.round(highlight.top - (areaTop + (area - highlight.height) / 2));
  return Math.round(highlight.top - areaTop);
}

/** Corner radius of the highlight. */
export const TOUR_HIGHLIGHT_RADIUS = 12;

/** An SVG path of a rounded rectangle. */
export function roundedRectPath(box: Box, radius = TOUR_HIGHLIGHT_RADIUS): string {
  const r = Math.max(0, Math.min(radius, box.width / 2, box.height / 2));
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  return [
    `M${box.left + r} ${box.top}`,
    `H${right - r}`,
    `A${r} ${r} 0 0 1 ${right} ${box.top + r}`,
    `V${bottom - r}`,
    `A${r} ${r} 0 0 1 ${right - r} ${bottom}`,
    `H${box.left + r}`,
    `A${r} ${r} 0 0 1 ${box.left} ${bottom - r}`,
    `V${box.top + r}`,
    `A${r} ${r} 0 0 1 ${box.left + r} ${box.top}`,
    'Z',
  ].join(' ');
}

/**
 * The dimmed area for an even-odd fill: the viewport except the highlight. It stays within the
 * viewport, because browsers may paint a layer reaching far outside it below a sticky header.
 */
export function dimPath(highlight: Box, viewport: Size): string {
  return `M0 0 H${viewport.width} V${viewport.height} H0 Z ${roundedRectPath(highlight)}`;
}
