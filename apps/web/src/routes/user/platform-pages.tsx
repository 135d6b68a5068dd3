import { PlatformSettingsScreen } from '../../features/platforms/components/platform-settings-screen';
import { ShopifyInstalledScreen } from '../../features/platforms/components/shopify-installed-screen';

export function PlatformSettingsPage() {
  return <PlatformSettingsScreen />;
}

export function ShopifyInstalledPage() {
  return <ShopifyInstalledScreen />;
}
