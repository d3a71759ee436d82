import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { EXPORT_FAILED, useExportCsv, type CsvExport } from '../api/export-csv';

const exports: { kind: CsvExport; label: MessageDescriptor; title: MessageDescriptor }[] = [
  { kind: 'stock', label: msg`Export stock`, title: msg`Download every stock row as a CSV file` },
  { kind: 'orders', label: msg`Export orders`, title: msg`Download every paid order as a CSV file` },
];

/** Spreadsheets of every stock row and every paid order, built by the server at the time of the click. */
export function ExportButtons() {
  const exportCsv = useExportCsv();
  const { t } = useLingui();
  return exports.map(({ kind, label, title }) => {
    const isExporting = exportCsv.isPending && exportCsv.variables === kind;
    return (
      <Button
        key={kind}
        variant="outline"
        size="sm"
        title={t(title)}
        disabled={exportCsv.isPending}
        onClick={() =>
          exportCsv.mutate(kind, {
            onSuccess: (fileName) => toast.success(t`Downloaded ${fileName}`),
            onError: (error) => toast.error(errorMessage(error, EXPORT_FAILED[kind])),
          })
        }
      >
        {isExporting ? <Spinner /> : <Download aria-hidden />}
        {t(label)}
      </Button>
    );
  });
}
