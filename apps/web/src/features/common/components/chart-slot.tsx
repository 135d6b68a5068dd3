import { Box, Skeleton } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// Charts draw with recharts, the largest library of the app. A lazily loaded chart inside this slot is fetched
// when the slot comes near the viewport (a chart below the fold costs the page nothing until scrolled to), and
// the slot keeps the chart's height meanwhile (a skeleton), so nothing around it moves when it is drawn.
const NEAR_VIEWPORT = '120px';

export function ChartSlot({ height, ready, children }: { height: number; ready: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // Still while nothing is on its way (a slot far below the fold): it pulses only while the chart loads.
  const placeholder = <Skeleton h={height} animate={near} />;
  return (
    <Box ref={ref} mih={height}>
      {ready && near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </Box>
  );
}
