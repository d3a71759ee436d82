import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../../components/ui/error-state';

/** A bad address (or a screen that failed) under /stocks is reported beside the category list, which still works. */
export function StocksRouteError({ error }: { error?: unknown }) {
  const { t } = useLingui();
  return <ErrorState title={error instanceof Error ? error.message : t`ID not found`} />;
}
