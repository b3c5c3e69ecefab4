import { BarChart } from '@mantine/charts';

export interface PlaytimeChartProps {
  points: readonly { at: string; hours: number }[];
  hoursLabel: string;
}

/** Hours played per day, week or month; loaded lazily (recharts is heavy). */
export function PlaytimeChart({ points, hoursLabel }: PlaytimeChartProps) {
  return (
    <div data-testid="playtime-chart">
      <BarChart
        h={220}
        data={points.map((point) => ({ day: point.at, hours: point.hours }))}
        dataKey="day"
        series={[{ name: 'hours', label: hoursLabel, color: 'teal.5' }]}
      />
    </div>
  );
}
