import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { CloseIcon } from '../components/icons';

/**
 * The spec's toast settings: top-right, closing after 5 s, paused while hovered. The close button
 * says what it closes (the library's own is just "close", with no focus ring).
 */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      newestOnTop
      closeButton={({ closeToast }) => (
        <button
          type="button"
          aria-label={t('layout.closeNotification')}
          onClick={closeToast}
          className="Toastify__close-button Toastify__close-button--light"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    />
  );
}
