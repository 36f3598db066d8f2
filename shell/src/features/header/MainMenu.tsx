import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SiteLink, SiteNavLink, mediaQueries, siteHref, useMediaQuery, useServices } from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import { clsx } from 'clsx';
import { Dropdown } from './Dropdown';
import { ABOUT_LINKS, DROPDOWN_LABELS, I_WANT_TO_LINKS } from './menuItems';
import type { MenuLink } from './menuItems';
import { initialMenuState, menuReducer } from './menuState';
import styles from './Header.module.css';

const linkItems = (links: readonly MenuLink[]) =>
  links.map((link) => (
    <li key={link.label}>
      <SiteLink to={link.to}>{link.label}</SiteLink>
    </li>
  ));

function ServicesLinks({ listServices }: { listServices: boolean }) {
  return (
    <>
      <li>
        <SiteLink to={siteHref('/services')}>Our All Services</SiteLink>
      </li>
      {listServices ? <ServiceList /> : null}
    </>
  );
}

function ServiceList() {
  const { status, data } = useServices();
  const services = data ?? [];
  return (
    <>
      {status === 'loading' ? <li className={styles.menuStatus}>Loading...</li> : null}
      {status === 'error' || (status === 'success' && services.length === 0) ? (
        <li className={styles.menuStatus}>No services available</li>
      ) : null}
      {services.map((service) => (
        <li key={service.id}>
          <SiteLink to={siteHref('/services/:serviceSlug', { serviceSlug: service.slug })}>{service.name}</SiteLink>
        </li>
      ))}
    </>
  );
}

/** The main menu: inline from 768px up, behind a toggle below (SPEC §2 "Header and navigation"). */
export function MainMenu() {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const hoverOpens = useMediaQuery(mediaQueries.tabletUp);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();

  // Navigating closes the menu (state adjusted during render, as React recommends for prop changes).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    dispatch({ type: 'closeAll' });
  }

  // The services list is asked of the API when Services first opens, not with every page.
  const [servicesOpened, setServicesOpened] = useState(false);
  if (state.openDropdown === 'services' && !servicesOpened) setServicesOpened(true);

  const anythingOpen = state.mobileOpen || state.openDropdown !== null;
  useEffect(() => {
    if (!anythingOpen) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'closeAll' });
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [anythingOpen]);

  const dropdown = (id: 'services' | 'about' | 'iwantto', children: ReactNode) => (
    <Dropdown
      id={id}
      label={DROPDOWN_LABELS[id]}
      open={state.openDropdown === id}
      hoverOpens={hoverOpens}
      dispatch={dispatch}
    >
      {children}
    </Dropdown>
  );

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={styles.nav}
      onBlur={(event) => {
        // Keyboard focus leaving the menu closes it (the phone menu would otherwise cover the page).
        const leftFor = event.relatedTarget as Node | null;
        if (anythingOpen && leftFor && !event.currentTarget.contains(leftFor)) dispatch({ type: 'closeAll' });
      }}
    >
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={state.mobileOpen}
        aria-controls={listId}
        onClick={() => dispatch({ type: 'toggleMobile' })}
      >
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
          {state.mobileOpen ? (
            <path d="M4 4l14 14M18 4L4 18" stroke="currentColor" strokeWidth="2.2" />
          ) : (
            <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2.2" />
          )}
        </svg>
        Menu
      </button>
      <ul id={listId} className={clsx(styles.menu, state.mobileOpen && styles.menuOpen)}>
        <li>
          <SiteNavLink to={siteHref('/')} end>
            Home
          </SiteNavLink>
        </li>
        {dropdown('services', <ServicesLinks listServices={servicesOpened} />)}
        {dropdown('about', linkItems(ABOUT_LINKS))}
        <li>
          <SiteNavLink to={siteHref('/blog')}>Blog</SiteNavLink>
        </li>
        <li>
          <SiteNavLink to={siteHref('/gallery')}>Gallery</SiteNavLink>
        </li>
        <li>
          <SiteNavLink to={siteHref('/contact')}>Contact</SiteNavLink>
        </li>
        {dropdown('iwantto', linkItems(I_WANT_TO_LINKS))}
      </ul>
    </nav>
  );
}
