// The book's two charts, drawn by hand as SVG: a line chart of running totals and a bar chart of
// one night. A chart library would weigh more than both charts together (and these screens load on
// demand anyway); two charts with a fixed, phone-first layout need no more than scales and paths.
// Sized for a 320-unit-wide viewBox, i.e. one unit per CSS pixel on a 360 px phone; colours come
// from CSS (charts.css), so dark mode follows the device. Every chart has a title and a
// description for screen readers, and its numbers a tap away as a table.
import { useId } from 'preact/hooks';
import './charts.css';
import { tb } from './messages.ts';

const WIDTH = 320;

/** Up to four tick values from 0's side of the range, at a round step (1, 2 or 5 × 10ⁿ). */
export function ticks(min: number, max: number): number[] {
  const span = max - min || 1;
  const raw = span / 3;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const out: number[] = [];
  // `|| 0`: Math.ceil of a small negative ratio is −0, which an axis would write "−0".
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) out.push(Math.round(v) || 0);
  return out;
}

/** Markers, so the lines differ by more than colour. */
function Marker({ shape, x, y }: { shape: number; x: number; y: number }) {
  switch (shape % 4) {
    case 0:
      return <circle class="chart-mark" cx={x} cy={y} r={3.5} />;
    case 1:
      return <rect class="chart-mark" x={x - 3.5} y={y - 3.5} width={7} height={7} />;
    case 2:
      return <path class="chart-mark" d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} />;
    default:
      return <path class="chart-mark" d={`M${x} ${y - 4.5}L${x + 4.5} ${y}L${x} ${y + 4.5}L${x - 4.5} ${y}Z`} />;
  }
}

interface Line {
  readonly name: string;
  readonly values: readonly (number | null)[];
  /** The last value, as the legend writes it. */
  readonly total: string;
}

export interface LineChartProps {
  readonly title: string;
  /** One label per point on the x axis (the nights' days). */
  readonly labels: readonly string[];
  readonly lines: readonly Line[];
  /** A value as an axis tick says it: short. */
  readonly tick: (value: number) => string;
  /** A value as the table of numbers says it. */
  readonly value: (value: number) => string;
  /** What the chart shows, for screen readers; absent: players' running totals. */
  readonly alt?: string;
  /** The head of the table's first column, which names the lines; absent: "Player". */
  readonly lineHead?: string;
}

/** Each line a player's running total across the nights; a legend names them with their totals. */
export function LineChart({ title, labels, lines, tick, value, alt: said, lineHead }: LineChartProps) {
  const id = useId();
  const height = 200;
  const top = 14;
  const bottom = height - 24;
  const all = lines.flatMap((l) => l.values.filter((v): v is number => v !== null));
  const min = Math.min(0, ...all);
  const max = Math.max(0, ...all);
  const y = (v: number) => bottom - ((v - min) / (max - min || 1)) * (bottom - top);
  const pad = 16;
  const x = (i: number) => (labels.length === 1 ? WIDTH / 2 : pad + (i * (WIDTH - 2 * pad)) / (labels.length - 1));
  const every = Math.max(1, Math.ceil(labels.length / 6));
  const markers = labels.length <= 24;
  const grid = ticks(min, max);
  const alt =
    said ??
    tb('book.chart.runningAlt', {
      count: lines.length,
      nights: labels.length,
      lines: lines.map((l) => tb('book.chart.runningLine', { name: l.name, amount: l.total })).join(' '),
    });
  return (
    <figure class="chart">
      <svg class="chart-svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{alt}</desc>
        {grid.map((v) => (
          <g key={v} class={v === 0 ? 'chart-zero' : 'chart-grid'}>
            <line x1={0} x2={WIDTH} y1={y(v)} y2={y(v)} />
          </g>
        ))}
        {labels.map((label, i) =>
          i % every === 0 || i === labels.length - 1 ? (
            <text key={i} class="chart-axis" x={x(i)} y={height - 6} text-anchor={i === 0 && labels.length > 1 ? 'start' : i === labels.length - 1 && labels.length > 1 ? 'end' : 'middle'}>
              {label}
            </text>
          ) : null,
        )}
        {lines.map((line, n) => {
          const points = line.values.flatMap((v, i) => (v === null ? [] : [[x(i), y(v)] as const]));
          return (
            <g key={n} class={`chart-series chart-s${n % 8}`}>
              <path class="chart-line" d={points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join('')} />
              {points.map(([px, py], i) => (markers || i === points.length - 1 ? <Marker key={i} shape={n} x={px} y={py} /> : null))}
            </g>
          );
        })}
        {/* The tick labels last, over the players' lines: their halo keeps them readable where a line crosses. */}
        {grid.map((v) => (
          <g key={v} class={v === 0 ? 'chart-zero' : 'chart-grid'}>
            <text x={2} y={y(v) - 4}>
              {tick(v)}
            </text>
          </g>
        ))}
      </svg>
      <ul class="plain-list chart-legend">
        {lines.map((line, n) => (
          <li key={n}>
            <svg class={`chart-key chart-series chart-s${n % 8}`} viewBox="0 0 28 12" aria-hidden="true">
              <path class="chart-line" d="M2 6H26" />
              <Marker shape={n} x={14} y={6} />
            </svg>
            <span class="chart-name">{line.name}</span>
            <span class="chart-total">{line.total}</span>
          </li>
        ))}
      </ul>
      <details class="chart-numbers disclosure">
        <summary>{tb('book.chart.numbers')}</summary>
        <div class="chart-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{lineHead ?? tb('book.chart.player')}</th>
                {labels.map((label, i) => (
                  <th key={i} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line, n) => (
                <tr key={n}>
                  <th scope="row">{line.name}</th>
                  {line.values.map((v, i) => (
                    <td key={i}>{v === null ? '—' : value(v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export interface Bar {
  readonly name: string;
  readonly value: number;
  readonly text: string;
}

/** One bar per player from a zero line: gains to the right, losses to the left, each with its amount written. */
export function BarChart({ title, bars }: { readonly title: string; readonly bars: readonly Bar[] }) {
  const id = useId();
  const row = 40;
  const height = bars.length * row + 4;
  const most = Math.max(0, ...bars.map((b) => b.value));
  const least = Math.min(0, ...bars.map((b) => b.value));
  const zero = (WIDTH * -least) / (most - least || 1);
  const scale = WIDTH / (most - least || 1);
  const alt = tb('book.chart.barsAlt', { lines: bars.map((b) => tb('book.chart.barLine', { name: b.name, amount: b.text })).join(' ') });
  return (
    <figure class="chart">
      <svg class="chart-svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{alt}</desc>
        {bars.map((bar, i) => {
          const top = i * row;
          const width = Math.max(Math.abs(bar.value) * scale, bar.value === 0 ? 0 : 2);
          return (
            <g key={i} class={bar.value > 0 ? 'chart-bar up' : bar.value < 0 ? 'chart-bar down' : 'chart-bar'}>
              <text class="chart-bar-name" x={0} y={top + 15}>
                {bar.name}
              </text>
              <text class="chart-bar-amount" x={WIDTH} y={top + 15} text-anchor="end">
                {bar.text}
              </text>
              <rect x={bar.value < 0 ? zero - width : zero} y={top + 21} width={width} height={13} rx={3} />
            </g>
          );
        })}
        <line class="chart-zero-line" x1={zero} x2={zero} y1={18} y2={height} />
      </svg>
    </figure>
  );
}
