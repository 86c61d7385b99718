import { useTranslation } from 'react-i18next';
import { Screen } from '../../shared/ui/screen';

/** /MyTrackOrders: the spec leaves this page empty, so it shows its title only. */
export default function TrackOrdersPage() {
  const { t } = useTranslation('account');
  return <Screen title={t('trackOrders.title')} />;
}
