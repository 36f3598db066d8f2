import { http, HttpResponse } from 'msw';
import { apiPath } from 'shared-ui/testing';
import { cardiologyPage, departments, doctors, services } from './fixtures';

/** The API as this remote reads it, answered from the fixtures; a test overrides one with `server.use`. */
export const apiHandlers = [
  http.get(apiPath('/api/service/service-pages/'), () => HttpResponse.json(services)),
  http.get(apiPath('/api/service/service-page/:slug/'), ({ params }) =>
    params.slug === 'cardiology'
      ? HttpResponse.json(cardiologyPage)
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.get(apiPath('/api/doctor/doctor'), () => HttpResponse.json(doctors)),
  http.get(apiPath('/api/doctor/department/'), () => HttpResponse.json(departments)),
];
