import { Trans } from '@lingui/react/macro';

/** The traveller's name as they gave it (data, so marked English), or "Traveller" when they gave none. */
export function CustomerName({ name }: { name: string | null }) {
  if (name) {
    return (
      <span lang="en" className="truncate font-medium">
        {name}
      </span>
    );
  }
  return (
    <span className="truncate font-medium">
      <Trans>Traveller</Trans>
    </span>
  );
}
