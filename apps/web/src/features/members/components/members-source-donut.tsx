import { DonutChart } from '@mantine/charts';

// The members-by-source donut; its own module, loaded through the chart slot (recharts stays off the list's load).
export function MembersSourceDonut({ data, size }: { data: { name: string; value: number; color: string }[]; size: number }) {
  return (
    <DonutChart
      data={data}
      size={size}
      thickness={18}
      withTooltip
      tooltipDataSource="segment"
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
