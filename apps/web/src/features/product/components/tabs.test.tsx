import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { Tabs } from './tabs';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

type Key = 'description' | 'reviews';

function Harness() {
  const [selected, setSelected] = useState<Key>('description');
  return (
    <Tabs<Key>
      label="Product information"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'description', label: 'Description', panel: <p>About the stone</p> },
        { key: 'reviews', label: 'Reviews (2)', panel: <p>What shoppers say</p> },
      ]}
    />
  );
}

describe('Tabs', { timeout: 20_000 }, () => {
  it('is a tablist whose selected tab alone is focusable and shows its panel', async () => {
    renderWithProviders(<Harness />);

    expect(await screen.findByRole('tablist', { name: 'Product information' })).toBeTruthy();
    const description = screen.getByRole('tab', { name: 'Description' });
    const reviews = screen.getByRole('tab', { name: 'Reviews (2)' });
    expect(description.getAttribute('aria-selected')).toBe('true');
    expect(description.tabIndex).toBe(0);
    expect(reviews.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Description' }).textContent).toBe('About the stone');
    // The other panel stays mounted (a half-written review survives) but is hidden.
    expect(screen.queryByRole('tabpanel', { name: 'Reviews (2)' })).toBeNull();
    expect((screen.getByText('What shoppers say').closest('[role="tabpanel"]') as HTMLElement).hidden).toBe(true);

    await user.click(reviews);

    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Reviews (2)' }).textContent).toBe('What shoppers say');
  });

  it('moves with the arrow keys, wrapping round, and with Home and End', async () => {
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('tab', { name: 'Description' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews (2)' }));
    expect(screen.getByRole('tab', { name: 'Reviews (2)' }).getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Description' }));

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews (2)' }));

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Description' }));
  });

  it('follows the arrows’ direction in Arabic: left is next', async () => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('tab', { name: 'Description' }));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews (2)' }));
  });
});
