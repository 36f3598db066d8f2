import type { Department, Doctor } from '../contract';
import { apiClient } from './client';
import { useApiQuery } from './query';

export async function getDoctors(departmentId?: number): Promise<Doctor[]> {
  const { data } = await apiClient.get<unknown>('/api/doctor/doctor', {
    params: departmentId === undefined ? undefined : { department: departmentId },
  });
  if (!Array.isArray(data)) throw new Error('Invalid data format received');
  return data as Doctor[];
}

export async function getDepartments(): Promise<Department[]> {
  const { data } = await apiClient.get<unknown>('/api/doctor/department/');
  if (!Array.isArray(data)) throw new Error('Invalid data format received');
  return data as Department[];
}

export function useDoctors(departmentId?: number) {
  return useApiQuery(['doctors', departmentId ?? 'all'], () => getDoctors(departmentId));
}

export function useDepartments() {
  return useApiQuery(['departments'], getDepartments);
}
