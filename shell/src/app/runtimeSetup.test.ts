import { HOSPITAL, HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import { ensureRuntimeConfigured } from './runtimeSetup';

jest.mock('shared-ui/host', () => ({
  ...jest.requireActual<object>('shared-ui/host'),
  registerSiteRemotes: jest.fn(),
}));

afterEach(() => {
  setHospitalFacts(HOSPITAL_FACT_DEFAULTS);
  document.head.innerHTML = '';
});

it("puts the hospital's facts the server wrote into the page in force before anything renders", async () => {
  const hospital = { emergencyPhone: '+91 129 411 1999', address: 'Plot 7, Sector 21, Faridabad' };
  document.head.innerHTML = `<script id="runtime-config" type="application/json">${JSON.stringify({
    apiUrl: 'https://api.example.in',
    remotes: {},
    vitalsSampleRate: 0,
    hospital,
  })}</script>`;
  await ensureRuntimeConfigured();
  expect(HOSPITAL.emergencyPhone).toBe('+91 129 411 1999');
  expect(HOSPITAL.address).toBe('Plot 7, Sector 21, Faridabad');
  // What the server did not send stays the build's.
  expect(HOSPITAL.supportPhone).toBe(HOSPITAL_FACT_DEFAULTS.supportPhone);
});
