import type { FormerDoctorPage } from 'contract';
import { expectList, getJson } from '../api/client';

/**
 * `GET /api/doctor/former/`: retired doctors' pages (410) and renamed doctors' old slugs (301), for
 * the prerender, which serves those answers from the pages' HTML. Here, not beside the doctors'
 * calls: the browser never asks, and the root's modules are in every page's first load.
 */
export async function getFormerDoctorPages(): Promise<FormerDoctorPage[]> {
  return expectList<FormerDoctorPage>(await getJson('/api/doctor/former/'));
}
