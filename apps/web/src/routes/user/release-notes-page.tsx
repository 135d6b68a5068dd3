import { ReleaseNotesScreen } from '../../features/release-notes/components/release-notes-screen';

export function ReleaseNotesPage() {
  return <ReleaseNotesScreen />;
}
