import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { paths } from '../../shared/config/paths';
import { logout } from '../../shared/stores/session-store';
import { useConfirm } from '../../shared/ui/confirm-dialog';

/**
 * Log Out as spec 2.9 has it, for the header's account menu and the phone menu alike: asks
 * 'Are you sure? You will be logged out!' with 'Yes!', then clears all storage and goes to
 * '/'. Returns the action (resolves true when the customer logged out) and the dialog to render.
 */
export function useLogout(): [() => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();
  const logOut = async () => {
    const ok = await confirm({
      title: t('account.logoutTitle'),
      confirmLabel: t('account.logoutConfirm'),
      cancelLabel: t('actions.cancel'),
      tone: 'danger',
    });
    if (!ok) return false;
    logout({ clearAll: true });
    void navigate(paths.home.getHref());
    return true;
  };
  return [logOut, confirmDialog];
}
