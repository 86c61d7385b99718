import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import ImportExportPage from './import-export-page';

const csv = () => new File(['product_title,variant_title,sale_price,mrp_price,stock\nRose Quartz,Small,abc,100,5\n'], 'catalog.csv', { type: 'text/csv' });

describe('ImportExportPage', () => {
  it('lists every error of a dry run by row and column, and does not offer the import', async () => {
    signInAs();
    const fetch = stubApi({
      'POST /api/admin/products/import': () => ({
        status: 422,
        body: {
          success: false,
          message: 'The file has 2 errors; nothing was written.',
          errors: [
            { row: 2, column: 'sale_price', message: 'sale_price must be an amount in rupees with at most two decimals, like 1250.50' },
            { row: 3, column: 'category_path', message: 'No category Crystals > Nothing' },
          ],
        },
      }),
    });
    renderWith(<ImportExportPage />);
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const table = await screen.findByRole('table', { name: 'Errors in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2', 'sale_price', 'sale_price must be an amount in rupees with at most two decimals, like 1250.50'],
      ['3', 'category_path', 'No category Crystals > Nothing'],
    ]);
    expect(screen.getByText('2 problems in the file: nothing was written')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/products/import?dry_run=1');
    expect(new Headers(init!.headers).get('content-type')).toBe('text/csv');
  });

  it('imports after a clean dry run', async () => {
    signInAs();
    const warnings = [{ row: 2, column: 'product_image_url', message: '"Rose Quartz" has no picture: the shop shows a placeholder until one is added.' }];
    const result = (dry: boolean) => ({
      body: { success: true, data: { dry_run: dry, rows: 1, products_created: 1, products_updated: 0, variants_created: 1, variants_updated: 0, warnings } },
    });
    const fetch = stubApi({ 'POST /api/admin/products/import': (url) => result(url.searchParams.get('dry_run') === '1') });
    renderWith(<ImportExportPage />);
    await userEvent.upload(screen.getByLabelText('CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect((await screen.findByRole('status')).textContent).toContain('ready to import');
    // A product the file leaves without a picture is pointed out (it will show the placeholder).
    const warned = screen.getByRole('table', { name: 'Warnings about the file' });
    expect(
      within(warned)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([['2', 'product_image_url', warnings[0]!.message]]);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByText(/^Imported\./)).textContent).toContain('1 row: 1 new product, 0 changed; 1 new variant, 0 changed.');
    expect(String(fetch.mock.calls[1]![0])).toBe('/api/admin/products/import');
  });
});
