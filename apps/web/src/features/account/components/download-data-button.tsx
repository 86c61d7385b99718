import { useState } from 'react';
import { MESSAGES } from '@shop/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/ui/toast';
import { translateMessage } from '../../../shared/i18n/account-messages';
import { downloadCustomerData } from '../api/delete-account';

/** "Download my data": the account's data (account, addresses, orders, reviews) as a JSON file. */
export function DownloadDataButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCustomerData();
    } catch (error) {
      toast.error(translateMessage(t, error instanceof ApiError && error.status !== 0 ? error.message : MESSAGES.noResponse));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void onClick()}>
      {busy ? t('erasure.downloading') : t('erasure.download')}
    </button>
  );
}
