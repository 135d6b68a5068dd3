import { ShopifyConnectScreen } from '../../features/platforms/components/shopify-connect-screen';

export function ShopifyConnectPage() {
  return <ShopifyConnectScreen />;
}
