import { BarChart } from '@mantine/charts';

export interface PlaytimeChartProps {
  points: readonly { at: string; hours: number }[];
  hoursLabel: string;
}

/** Hours played per day, week or month; loaded lazily (recharts is heavy). */
export function PlaytimeChart({ points, hoursLabel }: PlaytimeChartProps) {
  return (
    // The span shown, for browser tests that check a period or range change reached the chart.
    <div data-testid="playtime-chart" data-points={points.length} data-first={points[0]?.at ?? ''}>
      <BarChart
        h={220}
        data={points.map((point) => ({ day: point.at, hours: point.hours }))}
        dataKey="day"
        series={[{ name: 'hours', label: hoursLabel, color: 'teal.5' }]}
      />
    </div>
  );
}
