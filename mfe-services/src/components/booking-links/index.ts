export { appointmentHref, departmentAppointmentHref } from './appointmentHref';
