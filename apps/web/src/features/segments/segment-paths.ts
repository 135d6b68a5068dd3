// The old and the new builder live under different paths (SPEC §2); both work the same.
export type TSegmentArea = 'segments' | 'segments2';

export function segmentPaths(area: TSegmentArea) {
  const v2 = area === 'segments2';
  return {
    list: v2 ? '/user/segments2' : '/user/segments',
    detail: (id: number) => (v2 ? `/user/segment-v2/${id}` : `/user/segment/${id}`),
    actions: (id: number) => `/user/${area}/actions/${id}`,
    report: (applicationId: number, actionId: number) => `/user/${area}/actions/report/${applicationId}/${actionId}`,
  };
}
