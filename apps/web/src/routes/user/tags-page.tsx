import { TagsScreen } from '../../features/records/components/tags-screen';

export function TagsPage() {
  return <TagsScreen />;
}
