import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useExportCsv, type CsvExport } from '../api/export-csv';

const exports: { kind: CsvExport; label: string; title: string }[] = [
  { kind: 'stock', label: 'Export stock', title: 'Download every stock row as a CSV file' },
  { kind: 'orders', label: 'Export orders', title: 'Download every paid order as a CSV file' },
];

/** Spreadsheets of every stock row and every paid order, built by the server at the time of the click. */
export function ExportButtons() {
  const exportCsv = useExportCsv();
  return exports.map(({ kind, label, title }) => {
    const isExporting = exportCsv.isPending && exportCsv.variables === kind;
    return (
      <Button
        key={kind}
        variant="outline"
        size="sm"
        title={title}
        disabled={exportCsv.isPending}
        onClick={() =>
          exportCsv.mutate(kind, {
            onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
            onError: (error) => toast.error(errorMessage(error, `Failed to export ${kind}`)),
          })
        }
      >
        {isExporting ? <Spinner /> : <Download aria-hidden />}
        {label}
      </Button>
    );
  });
}
