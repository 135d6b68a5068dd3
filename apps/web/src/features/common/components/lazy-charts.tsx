import { lazy } from 'react';

// Mantine's charts as lazily loaded components, for screens that draw them inside a ChartSlot: recharts is fetched
// when the chart is about to be seen, not with the screen's chunk.
export const LazyLineChart = lazy(() => import('@mantine/charts').then(({ LineChart }) => ({ default: LineChart })));
export const LazyBarChart = lazy(() => import('@mantine/charts').then(({ BarChart }) => ({ default: BarChart })));
