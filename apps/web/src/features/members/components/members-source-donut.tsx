import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

// The members-by-source donut, drawn as a few SVG arcs: a chart library for one ring would be most of the
// page's script. Each arc is a circle's stroke, dashed to its share and turned to where the previous one ended.
type TSlice = { name: string; value: number; color: string };

// 'blue.6' (a Mantine theme colour) as the CSS variable Mantine defines for it.
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

export function MembersSourceDonut({
  data,
  size,
  thickness = 18,
}: {
  data: TSlice[];
  size: number;
  thickness?: number;
}) {
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  let start = 0;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} data-testid="members-source-donut">
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
        {data.map((slice) => {
          const length = total > 0 ? (slice.value / total) * circumference : 0;
          const offset = -start;
          start += length;
          return (
            <circle
              key={slice.name}
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke={cssColor(slice.color)}
              strokeWidth={thickness}
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={offset}
            >
              <title>{`${slice.name}: ${formatCount(slice.value, currentLanguage())}`}</title>
            </circle>
          );
        })}
      </g>
    </svg>
  );
}
