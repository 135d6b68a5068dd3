import { EventsScreen } from '../../features/records/components/events-screen';

export function EventsPage() {
  return <EventsScreen />;
}
