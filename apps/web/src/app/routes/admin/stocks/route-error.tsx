import { useRouteError } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';

/** A bad address under /stocks is reported beside the category list, which still works. */
export function StocksRouteError() {
  const error = useRouteError();
  return <ErrorState title={error instanceof Error ? error.message : 'ID not found'} />;
}
