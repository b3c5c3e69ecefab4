import { AreaChart } from '@mantine/charts';

export interface OnlinePointView {
  at: string;
  online: number;
  peak: number;
}

export interface OnlineChartProps {
  points: readonly OnlinePointView[];
  /** Formats a point's moment for the axis. */
  label: (at: string) => string;
  onlineLabel: string;
  peakLabel: string;
  height?: number;
}

/** Average and peak online over time; loaded lazily (recharts is heavy), see LazyOnlineChart. */
export function OnlineChart({ points, label, onlineLabel, peakLabel, height = 220 }: OnlineChartProps) {
  const data = points.map((point) => ({ moment: label(point.at), online: point.online, peak: point.peak }));
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="moment"
      withDots={false}
      curveType="monotone"
      series={[
        { name: 'peak', label: peakLabel, color: 'grape.5' },
        { name: 'online', label: onlineLabel, color: 'teal.5' },
      ]}
    />
  );
}
