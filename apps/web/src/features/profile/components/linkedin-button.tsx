import { Button, ButtonLink } from '../../../components/ui/button';
import { websiteHref } from '../../../lib/profile-display';

const LABEL = 'View profile on Linkedin';

/** Opens the profile's website in a new window; disabled while there is no (usable) website. */
export function LinkedInButton({ website }: { website: string | null }) {
  const href = websiteHref(website);
  if (!href) {
    return (
      <Button variant="secondary" disabled title="Add a website to your profile first">
        {LABEL}
      </Button>
    );
  }
  return (
    <ButtonLink variant="secondary" to={href} target="_blank" rel="noopener noreferrer">
      {LABEL}
      <span className="visually-hidden"> (opens in a new window)</span>
    </ButtonLink>
  );
}
