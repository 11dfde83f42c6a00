import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { AdminMetricsSessionsPerDayItem } from '../../api/generated/model';

const HEIGHT = 240;
const HALF_DAY = 12 * 60 * 60;

/** The theme's colours as the canvas needs them (it cannot read CSS variables itself). */
function themeColours(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    bar: read('--primary', '#4f46e5'),
    text: read('--muted', '#64748b'),
    grid: read('--border', '#e2e8f0'),
  };
}

function build(element: HTMLElement, days: AdminMetricsSessionsPerDayItem[]): uPlot {
  const colours = themeColours(element);
  const axis = {
    stroke: colours.text,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
  };
  const data: uPlot.AlignedData = [
    days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    days.map((day) => day.count),
  ];
  const options: uPlot.Options = {
    width: Math.max(element.clientWidth, 240),
    height: HEIGHT,
    // the days are UTC days: label them as such wherever the staff member is
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    legend: { show: true, live: true },
    scales: {
      // half a day either side, so the first and last bars are drawn whole
      x: { time: true, range: (_u, min, max) => [min - HALF_DAY, max + HALF_DAY] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      { ...axis, space: 60 },
      { ...axis, size: 44, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] },
    ],
    series: [
      { label: 'Day', value: '{MMM} {D}, {YYYY}' },
      {
        label: 'Sessions',
        stroke: colours.bar,
        fill: colours.bar,
        width: 0,
        paths: uPlot.paths.bars?.({ size: [0.7, 28], align: 0 }),
        points: { show: false },
      },
    ],
  };
  return new uPlot(options, data, element);
}

/**
 * Interview sessions per day as bars (uPlot, in its own chunk: only the admin dashboard loads it).
 * Decorative for assistive technology: the page shows the same numbers as a summary and a table.
 */
export default function SessionsChart({ days }: { days: AdminMetricsSessionsPerDayItem[] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let plot = build(element, days);

    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
    });
    resize.observe(element);
    // a theme switch changes the colours: draw again with the new ones
    const theme = new MutationObserver(() => {
      plot.destroy();
      plot = build(element, days);
    });
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

    return () => {
      resize.disconnect();
      theme.disconnect();
      plot.destroy();
    };
  }, [days]);

  return <div ref={container} aria-hidden="true" className="admin-sessions-chart w-full min-w-0 text-xs" />;
}
