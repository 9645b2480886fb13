import { useEffect } from 'react';

/**
 * The tab's title while the screen that renders it is shown; the title before it comes back when the
 * screen goes, so a screen without one shows the app's name from index.html. (Preact renders a
 * <title> element where it stands, in the body, instead of moving it into <head> as React 19 does.)
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return null;
}
