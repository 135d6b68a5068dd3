import { useLoaderData, useParams } from 'react-router';
import { DontSendScreen } from '../../features/messaging/components/member-pages';
import type { dontSendLoader } from '../../features/messaging/member-pages-loaders';

export function DontSendPage() {
  const info = useLoaderData<typeof dontSendLoader>();
  const { uniqueId = '', actionId = '' } = useParams();
  return <DontSendScreen key={`${uniqueId}/${actionId}`} info={info} params={{ uniqueId, actionId }} />;
}
