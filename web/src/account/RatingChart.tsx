// A rating over time as an SVG line: the start, then each rated game, with the deviation as a band.
// Drawn at the width of its box in pixels (measured), so its text keeps its size on a phone and a
// desktop alike instead of being stretched.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RatingHistory } from './api';

const H = 180;
const PAD = { left: 44, right: 10, top: 10, bottom: 24 };

export function RatingChart({ history, label, lang }: { history: RatingHistory; label: string; lang: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(600);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setW(Math.max(200, Math.round(el.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const points = [{ rating: history.start.rating, deviation: history.start.deviation, at: '' }, ...history.points];
  const lows = points.map((p) => p.rating - p.deviation);
  const highs = points.map((p) => p.rating + p.deviation);
  let min = Math.min(...lows);
  let max = Math.max(...highs);
  if (max - min < 100) {
    const mid = (max + min) / 2;
    min = mid - 50;
    max = mid + 50;
  }
  const x = (i: number) => PAD.left + (points.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (r: number) => PAD.top + ((max - r) * (H - PAD.top - PAD.bottom)) / (max - min);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const band = [
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating + p.deviation).toFixed(1)}`),
    ...points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating - p.deviation).toFixed(1)}`).reverse(),
  ].join(' ');
  const last = points[points.length - 1];
  const first = history.points[0]?.at;
  const end = history.points[history.points.length - 1]?.at;
  return (
    <div ref={box} class="rating-chart-box">
    <svg class="rating-chart" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="rating-chart">
      <title>{label}</title>
      <polygon points={band} class="band" />
      <line x1={PAD.left} x2={W - PAD.right} y1={y(1500)} y2={y(1500)} class="base" />
      <polyline points={line} class="line" fill="none" />
      {points.map((p, i) => <circle cx={x(i)} cy={y(p.rating)} r={3.5} class="dot"><title>{Math.round(p.rating)}</title></circle>)}
      <text x={PAD.left - 6} y={PAD.top + 10} text-anchor="end" class="axis">{Math.round(max)}</text>
      <text x={PAD.left - 6} y={H - PAD.bottom} text-anchor="end" class="axis">{Math.round(min)}</text>
      {first && <text x={PAD.left} y={H - 6} class="axis">{new Date(first).toLocaleDateString(lang)}</text>}
      {end && points.length > 2 && <text x={W - PAD.right} y={H - 6} text-anchor="end" class="axis">{new Date(end).toLocaleDateString(lang)}</text>}
      <text x={x(points.length - 1) - 6} y={y(last.rating) - 8} text-anchor="end" class="value">{Math.round(last.rating)}</text>
    </svg>
    </div>
  );
}
