import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-transfer';

export type CsvExport = 'stock' | 'orders';

/** Downloads the spreadsheet the server builds now; answers the file's name. */
export function exportCsv(kind: CsvExport) {
  return downloadFile(`/admin/export/${kind}.csv`, { fallbackMessage: `Failed to export ${kind}` });
}

export function useExportCsv() {
  return useMutation({ mutationFn: exportCsv });
}
