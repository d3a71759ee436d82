import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { downloadFile } from '../../../lib/api-transfer';
import type { UiText } from '../../../lib/api-client';

export type CsvExport = 'stock' | 'orders';

/** What a failed export says when the server gives no message of its own. */
export const EXPORT_FAILED: Record<CsvExport, UiText> = {
  stock: msg`Failed to export stock`,
  orders: msg`Failed to export orders`,
};

/** Downloads the spreadsheet the server builds now; answers the file's name. */
export function exportCsv(kind: CsvExport) {
  return downloadFile(`/admin/export/${kind}.csv`, { fallbackMessage: EXPORT_FAILED[kind] });
}

export function useExportCsv() {
  return useMutation({ mutationFn: exportCsv });
}
