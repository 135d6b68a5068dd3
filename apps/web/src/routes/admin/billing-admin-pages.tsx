import { AdminCalculateScreen } from '../../features/billing/components/admin-calculate-screen';
import { AdminCouponsScreen } from '../../features/billing/components/admin-coupons-screen';
import { AdminUserPacketsScreen } from '../../features/billing/components/admin-user-packets-screen';

export function AdminUserPacketsPage() {
  return <AdminUserPacketsScreen />;
}

export function AdminCouponsPage() {
  return <AdminCouponsScreen />;
}

export function AdminCalculatePage() {
  return <AdminCalculateScreen />;
}

export function AdminPackageCalculatePage() {
  return <AdminCalculateScreen editPlans />;
}
