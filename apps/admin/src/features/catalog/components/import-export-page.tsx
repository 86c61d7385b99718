import { CATALOG_CSV_COLUMNS, CATALOG_CSV_REQUIRED_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportError, type ImportResult } from '@shop/core/admin';
import { useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../../shared/api/client';
import { formatCount } from '../../../shared/lib/format';
import { Card, ErrorNotice, Notice, PageHeader } from '../../../shared/ui/page';
import { exportCatalog, useImportCatalog } from '../api/products';

/** Every error (or warning) of a file, by row and column, as the server listed them. */
export function ImportErrorTable({ errors, caption = 'Errors in the file' }: { errors: ImportError[]; caption?: string }) {
  return (
    <div className="table-wrap import-errors">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Row
            </th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${e.column}-${i}`}>
              <td className="num">{e.row}</td>
              <td>
                <code>{e.column || '—'}</code>
              </td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** '1 row', '2 rows' (Indian digit grouping). */
const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Summary({ r }: { r: ImportResult }) {
  return (
    <>
      {count(r.rows, 'row', 'rows')}: {count(r.products_created, 'new product', 'new products')}, {formatCount(r.products_updated)} changed;{' '}
      {count(r.variants_created, 'new variant', 'new variants')}, {formatCount(r.variants_updated)} changed.
    </>
  );
}

/** Download the catalog as CSV; check a CSV with a dry run (every error listed), then import it. */
export default function ImportExportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const run = useImportCatalog();
  const rowErrors = run.error instanceof ApiError ? run.error.errors : [];

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const csv = await exportCatalog();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `catalog-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExportError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  const choose = (f: File | null) => {
    setFile(f);
    setChecked(null);
    setDone(null);
    run.reset();
  };

  const check = () => file && run.mutate({ file, dryRun: true }, { onSuccess: (r) => setChecked(r) });
  const importNow = () =>
    file &&
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (r) => {
          setDone(r);
          setChecked(null);
        },
      },
    );

  return (
    <>
      <PageHeader title="Import / export" subtitle="The catalog as a spreadsheet: one row per variant." />
      <div className="grid-2">
        <Card title="Export">
          <p className="muted">Every product and variant, archived ones too, with prices in rupees. Edit it in a spreadsheet and import it back.</p>
          <button type="button" className="btn" onClick={download} disabled={exporting}>
            {exporting ? 'Preparing…' : 'Download CSV'}
          </button>
          {exportError ? <ErrorNotice>{exportError}</ErrorNotice> : null}
        </Card>
        <Card title="Import">
          <ol className="steps">
            <li>
              Choose a CSV file (up to {IMPORT_MAX_BYTES / 1024 / 1024} MiB, {formatCount(IMPORT_MAX_ROWS)} rows).
              <div>
                <input type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
              </div>
            </li>
            <li>
              Check it: nothing is written, every problem is listed.
              <div>
                <button type="button" className="btn" disabled={!file || run.isPending} onClick={check}>
                  {run.isPending && run.variables?.dryRun ? 'Checking…' : 'Check the file'}
                </button>
              </div>
            </li>
            <li>
              Import: all rows in one go, or none.
              <div>
                <button type="button" className="btn btn-primary" disabled={!checked || run.isPending} onClick={importNow}>
                  {run.isPending && run.variables && !run.variables.dryRun ? 'Importing…' : 'Import'}
                </button>
              </div>
            </li>
          </ol>
        </Card>
      </div>
      {checked ? (
        <Notice>
          The file is ready to import. <Summary r={checked} />
        </Notice>
      ) : null}
      {done ? (
        <Notice>
          Imported. <Summary r={done} />
        </Notice>
      ) : null}
      {(done ?? checked)?.warnings.length ? (
        <Card title="Worth a look before it goes live">
          <ImportErrorTable errors={(done ?? checked)!.warnings} caption="Warnings about the file" />
        </Card>
      ) : null}
      {run.error ? (
        <Card
          title={rowErrors.length ? `${formatCount(rowErrors.length)} problem${rowErrors.length === 1 ? '' : 's'} in the file: nothing was written` : undefined}
        >
          <ErrorNotice>{errorMessage(run.error)}</ErrorNotice>
          {rowErrors.length ? <ImportErrorTable errors={rowErrors} /> : null}
        </Card>
      ) : null}
      <Card title="Columns">
        <p className="muted small">
          Required: {CATALOG_CSV_REQUIRED_COLUMNS.map((c) => <code key={c}>{c}</code>).reduce<ReactNode[]>((acc, el, i) => (i ? [...acc, ' ', el] : [el]), [])}.
          Rows without <code>product_id</code> add a product; rows without <code>variant_id</code> add a variant; nothing is deleted. Row numbers count the
          header as row 1, as a spreadsheet does.
        </p>
        <p className="small columns-list">
          {CATALOG_CSV_COLUMNS.map((c) => (
            <code key={c}>{c}</code>
          ))}
          <code>attribute:Stone</code>
          <code>attribute:Chakra</code>
          <code>attribute:…</code>
        </p>
        <p className="muted small">
          <code>aliases</code>: other names shoppers search by, separated with commas. One <code>attribute:Name</code> column per attribute (the export has one
          for every attribute in use); its cell holds the values separated with commas (<code>Crown, Third Eye</code>). An empty cell removes the attribute from
          the product; a column left out of the file leaves it as it is.
        </p>
      </Card>
    </>
  );
}
