import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

export interface ComingSoonProps {
  title: string;
  icon: LucideIcon;
  /** What this screen will do, said plainly. */
  description: string;
  action?: { to: string; label: string };
}

/** A screen whose feature is not built yet: its real title, in its real layout, with an honest note. */
export function ComingSoonPage({ title, icon, description, action }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={icon}
        title="Coming soon"
        action={
          action && (
            <Button asChild variant="outline">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          )
        }
      >
        {description}
      </EmptyState>
    </>
  );
}
