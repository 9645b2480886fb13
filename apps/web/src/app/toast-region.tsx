import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The spec's toast settings: top-right, closing after 5 s, paused while hovered. */
export function ToastRegion() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover newestOnTop />;
}
