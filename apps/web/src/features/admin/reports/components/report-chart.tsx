import { useEffect, useRef } from 'react';

type Props = {
  type: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** What a value is, for the tooltip ('Chiffre d'affaires', 'Commandes'). */
  label: string;
  /** Bars laid along the page: long dish names read on a 390 px phone. */
  horizontal?: boolean;
};

/**
 * A chart drawn by Chart.js, fetched with `import()` when a chart is first shown, so only the Chiffres screen
 * loads it (decision 0042). The canvas is hidden from screen readers: the table next to it says the same.
 */
export function ReportChart({ type, labels, values, label, horizontal = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const data = JSON.stringify([labels, values]);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    const [chartLabels, chartValues] = JSON.parse(data) as [string[], number[]];
    void import('./chart-setup').then(({ Chart }) => {
      if (gone || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type,
        data: {
          labels: chartLabels,
          datasets: [{ label, data: chartValues, backgroundColor: '#c0392b', borderColor: '#c0392b' }],
        },
        options: {
          indexAxis: horizontal ? 'y' : 'x',
          maintainAspectRatio: false,
          animation: false,
          scales: { x: { ticks: { autoSkip: true } }, y: { ticks: { autoSkip: !horizontal } } },
        },
      });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [type, data, label, horizontal]);

  return (
    <div style={{ position: 'relative', height: horizontal ? Math.max(160, labels.length * 32) : 240 }}>
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
