import type { Department, Doctor } from '../contract';
import { expectList, getJson } from './client';
import { useApiQuery } from './query';

export async function getDoctors(departmentId?: number): Promise<Doctor[]> {
  const data = await getJson(
    '/api/doctor/doctor',
    departmentId === undefined ? undefined : { department: departmentId },
  );
  return expectList<Doctor>(data);
}

export async function getDepartments(): Promise<Department[]> {
  return expectList<Department>(await getJson('/api/doctor/department/'));
}

export function useDoctors(departmentId?: number) {
  return useApiQuery(['doctors', departmentId ?? 'all'], () => getDoctors(departmentId));
}

export function useDepartments() {
  return useApiQuery(['departments'], getDepartments);
}
