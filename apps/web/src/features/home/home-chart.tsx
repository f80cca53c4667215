import type { HomeContent } from '@console/contract/home';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The 30-day chart, in a chunk of its own (home-page.tsx loads it lazily). chart.js
// with two controllers registered by hand (docs/home.md "Chart and weight": the smallest of the
// measured libraries that draws bars and a line on two axes).
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/**
 * The chart drawn on each canvas. A tab switch hides the page with React <Activity>, which runs
 * the effects' cleanups but keeps the canvas in the document: the chart stays with it and is not
 * built again when the tab comes back (docs/web.md "Ready at once"). Only a canvas that left the
 * document takes its chart with it.
 */
const charts = new WeakMap<HTMLCanvasElement, { chart: Chart; drawn?: unknown[] }>();

/** Orders (bars, left axis) and paid amount net of refunds (line, right axis) per day. */
export default function HomeChart({ days }: { days: NonNullable<HomeContent['chart']> }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<{ chart: Chart; drawn?: unknown[] } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const kept = charts.get(element);
    if (kept) {
      chart.current = kept;
      return () => forget(element);
    }
    const drawn = new Chart(element, {
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        scales: {
          orders: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 } },
          paid: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
          },
        },
      },
    });
    chart.current = { chart: drawn };
    charts.set(element, chart.current);
    return () => forget(element);
  }, []);

  useEffect(() => {
    const held = chart.current;
    // The same figures in the same language are on the canvas already (a tab come back).
    if (!held || (held.drawn?.[0] === days && held.drawn[1] === t)) return;
    held.drawn = [days, t];
    const current = held.chart;
    current.data.labels = days.map((day) => day.day.slice(5));
    current.data.datasets = [
      {
        type: 'bar',
        label: t('home.chart.orders'),
        data: days.map((day) => day.orders),
        yAxisID: 'orders',
        backgroundColor: 'rgba(22, 119, 255, 0.55)',
      },
      {
        type: 'line',
        label: t('home.chart.paid'),
        data: days.map((day) => day.paidCents / 100),
        yAxisID: 'paid',
        borderColor: '#fa8c16',
        backgroundColor: '#fa8c16',
        tension: 0.3,
        pointRadius: 2,
      },
    ];
    current.update();
  }, [days, t]);

  return (
    <div style={{ position: 'relative', height: 280 }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('home.chart.title')}
        data-testid="home-chart-canvas"
      />
    </div>
  );
}

/** After an effect's cleanup: a canvas still in the document is only hidden, and keeps its chart. */
function forget(element: HTMLCanvasElement) {
  if (element.isConnected) return;
  charts.get(element)?.chart.destroy();
  charts.delete(element);
}
