import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { adminPath, type AdminTab } from './admin-url.ts';

/**
 * The admin sections as links rather than an ARIA tablist: each section has its own address,
 * loads its own data and works with back/forward like any page.
 */
export function AdminTabs({ current, tabs }: { current: AdminTab; tabs: readonly AdminTab[] }) {
  const { t } = useLingui();
  const labels: Record<AdminTab, string> = {
    users: t`Users`,
    outbox: t`Outbox`,
    feed: t`Request feed`,
    email: t`Important email`,
    keys: t`API keys`,
  };
  return (
    <nav className="admin-tabs" aria-label={t`Admin sections`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link to={adminPath(tab)} aria-current={tab === current ? 'page' : undefined}>
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
