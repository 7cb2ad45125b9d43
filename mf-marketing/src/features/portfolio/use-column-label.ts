import { useTranslation } from '@meridian/shared/runtime/i18n';

/** The portfolio tables' column headers, by key (portfolio.columns in the locale files). */
export function useColumnLabel() {
  const { t } = useTranslation('marketing');
  return (key: string) => t(`portfolio.columns.${key}`);
}
