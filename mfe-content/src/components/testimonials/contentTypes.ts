/**
 * Patient feedback, shown with a first name and an area of Faridabad only, never a photograph.
 * The testimonials page shows all six, the about page the first two.
 */
export interface Testimonial {
  name: string;
  area: string;
  /** The care it is about ("Emergency care"). */
  care: string;
  quote: string;
}
