import type { MouseEvent, ReactNode } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import { scrollToSection } from "./scroll-to-section";

interface AnchorLinkProps {
  /** The id of a section on the home page, e.g. "faq". */
  anchor: string;
  className?: string;
  children: ReactNode;
  /** Called after the link has been followed (the mobile menu closes itself here). */
  onNavigate?: () => void;
}

/**
 * A link to a home-page section: on / it scrolls there smoothly; elsewhere it navigates to
 * /#anchor inside the app and the router's ScrollManager scrolls once the page is shown.
 */
export function AnchorLink({ anchor, className, children, onNavigate }: AnchorLinkProps) {
  const [location, navigate] = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Let the browser handle new-tab and new-window clicks.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Close the mobile menu first: it sits in the sticky header, and measuring the jump while it is
    // still open would overshoot by the menu's height once it folds away.
    flushSync(() => onNavigate?.());
    if (location === "/") scrollToSection(anchor);
    else navigate(`/#${anchor}`);
  }

  return (
    <a href={`/#${anchor}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
