import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatExactIst, formatRelativeTime } from '../../../lib/format/date-time';
import { useAuditLog } from '../api/get-audit-log';
import { describeAuditEntry } from '../audit-entry';

const LATEST = 8;

/** The latest staff and admin changes, newest first. */
export function AuditLogPanel() {
  const audit = useAuditLog(LATEST);
  const { t } = useLingui();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History aria-hidden className="size-4 text-primary" />
          <Trans>Latest changes</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Who changed what, newest first</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <div role="status" aria-label={t`Loading latest changes`} className="flex flex-col gap-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : audit.isError ? (
          <p className="text-sm text-destructive">{audit.error.message}</p>
        ) : audit.data.content.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No changes yet.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Latest changes`} className="flex flex-col divide-y">
            {audit.data.content.map((entry) => {
              const { title, name, entity, entityId, change, actor } = describeAuditEntry(entry);
              const exactTime = formatExactIst(entry.at);
              return (
                <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="text-sm font-medium">{title}</p>
                    <time dateTime={entry.at} title={t`${exactTime} IST`} className="shrink-0 text-xs text-muted-foreground">
                      {formatRelativeTime(entry.at)}
                    </time>
                  </div>
                  <p className="truncate text-xs text-muted-foreground">
                    {name !== null ? (
                      <span lang="en">{name}</span>
                    ) : entityId ? (
                      <Trans>
                        {entity} #<span lang="en">{entityId}</span>
                      </Trans>
                    ) : (
                      entity
                    )}
                    {change !== null && `: ${change}`}
                    {' · '}
                    {actor !== null ? (
                      <Trans>
                        by <span lang="en">{actor}</span>
                      </Trans>
                    ) : (
                      <Trans>by a removed user</Trans>
                    )}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
