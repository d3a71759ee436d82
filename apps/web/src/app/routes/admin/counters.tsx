import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { CountersEditor } from '../../../features/counters/components/counters-editor';

/** /counters: where each airport's pickup counter is, when it is open and how long orders wait. */
export function CountersRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Pickup Counters`}
        description={<Trans>Place, opening hours, closures and order windows of each airport's counter</Trans>}
      />
      <CountersEditor />
    </>
  );
}
