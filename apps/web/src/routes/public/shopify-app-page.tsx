import { ShopifyAppScreen } from '../../features/platforms/components/shopify-app-screen';

export function ShopifyAppPage() {
  return <ShopifyAppScreen />;
}
