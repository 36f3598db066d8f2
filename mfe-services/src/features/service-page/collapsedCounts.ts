/** How much of each list a service page shows before its toggle is used. */
export const COLLAPSED_COUNTS = {
  serviceDetails: 6,
  technologies: 5,
  faqs: 4,
  whyChoosePoints: 4,
} as const;
