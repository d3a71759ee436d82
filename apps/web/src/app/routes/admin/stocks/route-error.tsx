import { useRouteError } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../../components/ui/error-state';

/** A bad address under /stocks is reported beside the category list, which still works. */
export function StocksRouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  return <ErrorState title={error instanceof Error ? error.message : t`ID not found`} />;
}
