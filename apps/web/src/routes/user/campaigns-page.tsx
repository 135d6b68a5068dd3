import { useParams } from 'react-router';
import { CampaignReportScreen } from '../../features/campaigns/components/campaign-report-screen';
import { CampaignsScreen } from '../../features/campaigns/components/campaigns-screen';
import { CouponListScreen } from '../../features/coupons/components/coupon-list-screen';

export function CampaignsPage() {
  return <CampaignsScreen />;
}

export function CampaignReportPage() {
  const { id } = useParams();
  return <CampaignReportScreen key={id} id={Number(id)} charts={false} />;
}

// report-v2: the same report with its charts.
export function CampaignReportV2Page() {
  const { id } = useParams();
  return <CampaignReportScreen key={id} id={Number(id)} charts />;
}

// /user/campaign/coupon-list/{id} and /user/coupons/{id}: the campaign's coupon codes.
export function CampaignCouponsPage() {
  const { id } = useParams();
  return <CouponListScreen key={id} campaignId={Number(id)} />;
}
