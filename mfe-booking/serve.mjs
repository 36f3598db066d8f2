import { serveBuild } from 'site-server';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-booking', portVariable: 'BOOKING_PORT', defaultPort: 3003 });
