import { SegmentsScreen } from '../../features/segments/components/segments-screen';

export function SegmentsPage() {
  return <SegmentsScreen area="segments" />;
}

// /user/segments2: the new builder; the same screens under the v2 paths.
export function Segments2Page() {
  return <SegmentsScreen area="segments2" />;
}
