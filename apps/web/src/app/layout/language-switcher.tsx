import { useTranslation } from '../../shared/i18n/use-translation';
import { changeLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../../shared/i18n/i18n';

/** English / العربية: switches the language at once (no reload); the choice is remembered. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className={className ? `segmented ${className}` : 'segmented'} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={current === language} onClick={() => void changeLanguage(language)}>
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
