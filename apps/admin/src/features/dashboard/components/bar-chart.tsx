import { useId } from 'react';
import { formatDay, rupees } from '../../../shared/lib/format';

export interface DayFigure {
  date: string;
  orders: number;
  revenue: number;
}

const W = 720;
const H = 180;
const PAD_BOTTOM = 22;
const PAD_TOP = 10;

/**
 * Revenue per day as an SVG bar chart (no chart library): each bar's title gives the day,
 * its orders and revenue; a table of the same figures follows for screen readers.
 */
export function BarChart({ days }: { days: DayFigure[] }) {
  const titleId = useId();
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const slot = W / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.68);
  const plotH = H - PAD_BOTTOM - PAD_TOP;
  const total = days.reduce((s, d) => s + d.revenue, 0);
  const orders = days.reduce((s, d) => s + d.orders, 0);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} preserveAspectRatio="none" className="chart-svg">
        <title id={titleId}>{`Revenue per day, last ${days.length} days: ${rupees(total)} from ${orders} orders`}</title>
        {[0.25, 0.5, 0.75, 1].map((f) => (
          <line key={f} x1={0} x2={W} y1={PAD_TOP + plotH * (1 - f)} y2={PAD_TOP + plotH * (1 - f)} className="chart-grid" />
        ))}
        {days.map((d, i) => {
          const h = d.revenue > 0 ? Math.max(2, (d.revenue / max) * plotH) : 0;
          return (
            <g key={d.date}>
              <rect x={i * slot + (slot - barW) / 2} y={PAD_TOP + plotH - h} width={barW} height={h} rx={2} className="chart-bar">
                <title>{`${formatDay(d.date)}: ${d.orders} orders, ${rupees(d.revenue)}`}</title>
              </rect>
              {i % 5 === 0 || i === days.length - 1 ? (
                <text
                  x={i === days.length - 1 ? W : i === 0 ? 0 : i * slot + slot / 2}
                  y={H - 6}
                  textAnchor={i === days.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                  className="chart-label"
                >
                  {formatDay(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line x1={0} x2={W} y1={PAD_TOP + plotH} y2={PAD_TOP + plotH} className="chart-axis" />
      </svg>
      <figcaption className="chart-caption muted">
        Highest day {rupees(max === 1 && total === 0 ? 0 : max)} · {orders} orders · {rupees(total)} in {days.length} days
      </figcaption>
    </figure>
  );
}
