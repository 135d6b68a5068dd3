import { useLoaderData, useParams } from 'react-router';
import { PostBlockScreen } from '../../features/messaging/components/member-pages';
import type { postBlockLoader } from '../../features/messaging/member-pages-loaders';

export function PostBlockPage() {
  const info = useLoaderData<typeof postBlockLoader>();
  const { userId = '', uniqueId = '', hash = '' } = useParams();
  return <PostBlockScreen key={hash} info={info} params={{ userId, uniqueId, hash }} />;
}
