import { Link } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { paths } from '../shared/config/paths';
import { Screen } from '../shared/ui/screen';

/** Any path the route table does not know, shown inside the layout. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Screen title={t('notFound.title')}>
      <p className="lead">{t('notFound.text')}</p>
      <Link to={paths.home.getHref()} className="button">
        {t('notFound.backHome')}
      </Link>
    </Screen>
  );
}
