import { useEffect } from 'react';
import { documentTitle } from '../config/siteRoutes';

/**
 * Lets a page name itself once its data has arrived ("Cardiology | <hospital>"); the shell has
 * already titled the route from the site's route table.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
