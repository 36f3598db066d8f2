import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  SiteLink,
  SiteNavLink,
  departmentHref,
  departmentsWithoutServicePage,
  mediaQueries,
  serviceHref,
  siteHref,
  useDoctors,
  useMediaQuery,
  useServerRender,
  useServices,
} from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import { clsx } from 'clsx';
import { useMessages } from 'shared-ui/i18n';
import type { Translate } from 'shared-ui/i18n';
import { CloseIcon, MenuIcon } from 'shared-ui/icons';
import { headerMessages } from './headerMessages';
import { Dropdown } from './Dropdown';
import { ABOUT_LINKS, DROPDOWN_LABELS, I_WANT_TO_LINKS } from './menuItems';
import type { MenuLink } from './menuItems';
import { initialMenuState, menuReducer } from './menuState';
import type { MenuState } from './menuState';
import { servedOpen } from './servedHeader';
import styles from './Header.module.css';

type HeaderTranslate = Translate<(typeof headerMessages)['en']>;

const linkItems = (links: readonly MenuLink[], t: HeaderTranslate) =>
  links.map((link) => (
    <li key={link.label}>
      <SiteLink to={link.to}>{t(link.label)}</SiteLink>
    </li>
  ));

function ServicesLinks({ listServices }: { listServices: boolean }) {
  const t = useMessages(headerMessages);
  return (
    <>
      <li>
        <SiteLink to={siteHref('/services')}>{t('allServices')}</SiteLink>
      </li>
      {listServices ? <ServiceList /> : null}
    </>
  );
}

/**
 * The services, then the departments with doctors and no service page of their own (each has its
 * department page), once both lists are in: without the services (none read) it is not known which
 * those are.
 */
function ServiceList() {
  const t = useMessages(headerMessages);
  const { status, data } = useServices();
  const doctors = useDoctors();
  const services = data ?? [];
  const departments = services.length > 0 && doctors.data ? departmentsWithoutServicePage(doctors.data, services) : [];
  return (
    <>
      {status === 'loading' ? <li className={styles.menuStatus}>{t('loading')}</li> : null}
      {status === 'error' || (status === 'success' && services.length === 0) ? (
        <li className={styles.menuStatus}>{t('noServices')}</li>
      ) : null}
      {services.map((service) => (
        <li key={service.id}>
          <SiteLink to={serviceHref(service.slug)}>{service.name}</SiteLink>
        </li>
      ))}
      {departments.map((department) => (
        <li key={`department-${department.id}`}>
          <SiteLink to={departmentHref(department.slug)}>{department.department_name}</SiteLink>
        </li>
      ))}
    </>
  );
}

/** The menu as the visitor left the server's copy (servedHeader.ts): open, and which dropdown. */
const servedMenuState = (closed: MenuState): MenuState => ({
  mobileOpen: servedOpen('menu') || closed.mobileOpen,
  openDropdown: (['services', 'about', 'iwantto'] as const).find((id) => servedOpen(id)) ?? closed.openDropdown,
});

/**
 * The main menu: inline from 768px up, behind a toggle below. `folded`: what the phone header has no
 * room for (the top strip's lines), shown at the foot of the open menu.
 */
export function MainMenu({ folded = null }: { folded?: ReactNode }) {
  const t = useMessages(headerMessages);
  const [state, dispatch] = useReducer(menuReducer, initialMenuState, servedMenuState);
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

  // The services list is asked of the API when Services first opens, not with every page; the
  // server's HTML has it (from the API at build), so the services are links without script too.
  const onServer = useServerRender();
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
      label={t(DROPDOWN_LABELS[id])}
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
      data-disclosure="menu"
      aria-label={t('mainMenu')}
      className={styles.nav}
      onBlur={(event) => {
        // Keyboard focus leaving the menu closes it (the phone menu would otherwise cover the page).
        const leftFor = event.relatedTarget as Node | null;
        if (anythingOpen && leftFor && !event.currentTarget.contains(leftFor)) dispatch({ type: 'closeAll' });
      }}
    >
      {onServer ? (
        // The server's toggle: a native <details> that opens at a tap before any script and tells
        // assistive technology so; the list after it shows while it is open (Header.module.css).
        <details className={styles.menuDisclosure}>
          <summary className={styles.menuToggle}>
            <MenuIcon size={22} />
            <span className={styles.menuLabel}>{t('menu')}</span>
          </summary>
        </details>
      ) : (
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={state.mobileOpen}
          aria-controls={listId}
          onClick={() => dispatch({ type: 'toggleMobile' })}
        >
          {state.mobileOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          <span className={styles.menuLabel}>{t('menu')}</span>
        </button>
      )}
      <ul id={listId} className={clsx(styles.menu, state.mobileOpen && styles.menuOpen)}>
        <li>
          <SiteNavLink to={siteHref('/')} end>
            {t('home')}
          </SiteNavLink>
        </li>
        {dropdown('services', <ServicesLinks listServices={servicesOpened || onServer} />)}
        {dropdown('about', linkItems(ABOUT_LINKS, t))}
        <li>
          <SiteNavLink to={siteHref('/blog')}>{t('blog')}</SiteNavLink>
        </li>
        <li>
          <SiteNavLink to={siteHref('/gallery')}>{t('gallery')}</SiteNavLink>
        </li>
        <li>
          <SiteNavLink to={siteHref('/contact')}>{t('contact')}</SiteNavLink>
        </li>
        {dropdown('iwantto', linkItems(I_WANT_TO_LINKS, t))}
        {folded ? <li className={styles.foldedItem}>{folded}</li> : null}
      </ul>
    </nav>
  );
}
