// Entity and payload types only: the schemas (and yup) load from 'shared-ui/contract' where a form needs them.
export type * from './contract/entities';
export type {
  ContactMessageInput,
  DoctorAppointmentInput,
  LabAppointmentInput,
  LoginInput,
  RegistrationInput,
} from './contract/schemas';
export * from './api';
export * from './federation';
export { HOSPITAL, directionsHref, messagingHref, telHref } from './hospital';
export { SITE_ROUTES, documentTitle, routesOwnedBy, siteRoute, titleFromSlug } from './config/siteRoutes';
export type { RemoteName, SitePath, SiteRoute } from './config/siteRoutes';
export { fetchRuntimeConfig, parseRuntimeConfig } from './config/runtimeConfig';
export type { RuntimeConfig } from './config/runtimeConfig';
export { BREAKPOINTS, mediaQueries } from './tokens/breakpoints';
export { useMediaQuery } from './hooks/useMediaQuery';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useDocumentTitle } from './hooks/useDocumentTitle';
export { Button, ButtonLink } from './components/Button/Button';
export type { ButtonLinkProps, ButtonProps, ButtonVariant } from './components/Button/Button';
export { PageBanner } from './components/PageBanner/PageBanner';
export { SectionHeading } from './components/SectionHeading/SectionHeading';
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionItem, AccordionProps } from './components/Accordion/Accordion';
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { EmptyState, ErrorState, LoadingState } from './components/StatusMessage/StatusMessage';
export { FormField } from './components/FormField/FormField';
export type { FieldControlProps, FormFieldProps } from './components/FormField/FormField';
export { PageInProgress } from './components/PageInProgress/PageInProgress';
