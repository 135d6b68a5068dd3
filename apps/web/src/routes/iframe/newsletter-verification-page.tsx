import { useSearchParams } from 'react-router';
import { NewsletterVerificationScreen } from '../../features/widgets/components/newsletter-verification-screen';

export function NewsletterVerificationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <NewsletterVerificationScreen key={token} token={token} />;
}
