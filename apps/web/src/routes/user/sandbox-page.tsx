import { SandboxScreen } from '../../features/sandbox/components/sandbox-screen';

export function SandboxPage() {
  return <SandboxScreen />;
}
