export { POPULAR_SERVICES_COUNT, default as PopularServices } from './PopularServices';
