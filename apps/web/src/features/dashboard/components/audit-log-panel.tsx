import { formatDistanceToNow, parseISO } from 'date-fns';
import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuditLog } from '../api/get-audit-log';
import { describeAuditEntry } from '../audit-entry';

const LATEST = 8;
const exactTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The latest staff and admin changes, newest first. */
export function AuditLogPanel() {
  const audit = useAuditLog(LATEST);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History aria-hidden className="size-4 text-primary" />
          Latest changes
        </CardTitle>
        <CardDescription>Who changed what, newest first</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <div role="status" aria-label="Loading latest changes" className="flex flex-col gap-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : audit.isError ? (
          <p className="text-sm text-destructive">{audit.error.message}</p>
        ) : audit.data.content.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes yet.</p>
        ) : (
          <ol aria-label="Latest changes" className="flex flex-col divide-y">
            {audit.data.content.map((entry) => {
              const { title, detail, actor } = describeAuditEntry(entry);
              const at = parseISO(entry.at);
              return (
                <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="text-sm font-medium">{title}</p>
                    <time
                      dateTime={entry.at}
                      title={`${exactTime.format(at)} IST`}
                      className="shrink-0 text-xs text-muted-foreground"
                    >
                      {formatDistanceToNow(at, { addSuffix: true })}
                    </time>
                  </div>
                  <p className="truncate text-xs text-muted-foreground">
                    {detail} · by {actor}
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
