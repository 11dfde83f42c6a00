import { dimPath, TOUR_HIGHLIGHT_RADIUS, type TourLayout } from './tour-geometry';

/** Blocks the page while the tour runs; pressing on it calls `onPress` (which keeps focus in the tooltip). */
export function TourBackdrop({ onPress }: { onPress: () => void }) {
  return (
    <div
      aria-hidden="true"
      data-testid="tour-backdrop"
      className="fixed inset-0 z-[70]"
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
    />
  );
}

/** The page dimmed everywhere except the highlight, and a ring around the highlight. */
export function TourSpotlight({ layout }: { layout: TourLayout }) {
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="tour-highlight"
        className="pointer-events-none fixed inset-0 z-[70] bg-overlay"
        style={{ clipPath: `path(evenodd, '${dimPath(layout.highlight, layout.viewport)}')` }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none fixed z-[70] border-2 border-primary"
        style={{
          top: layout.highlight.top,
          left: layout.highlight.left,
          width: layout.highlight.width,
          height: layout.highlight.height,
          borderRadius: TOUR_HIGHLIGHT_RADIUS,
        }}
      />
    </>
  );
}
