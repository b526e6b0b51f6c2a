import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 000 §2 Shell: the page scrolls to the top on every path change (not on query or hash changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger itself.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
