import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { toast as toastify, ToastContainer } from 'react-toastify';
import { isRtlLanguage, TOAST_DEFAULT_MS, TOAST_DEFAULT_POSITION, TOAST_THEME } from '@shop/core';
import { connectToastHost } from './toast';

/** react-toastify's container with the spec's defaults: top-right, 5000 ms, light theme. */
export default function ToastHost() {
  const { i18n, t } = useTranslation();

  // The container has registered itself by the time this (parent) effect runs.
  useEffect(
    () =>
      connectToastHost((content, { type, position, autoClose, toastId }) => {
        toastify(content, { type, position, autoClose, toastId });
      }),
    [],
  );

  return (
    <ToastContainer
      position={TOAST_DEFAULT_POSITION}
      autoClose={TOAST_DEFAULT_MS}
      theme={TOAST_THEME}
      rtl={isRtlLanguage(i18n.language)}
      aria-label={t('toast.region')}
    />
  );
}
