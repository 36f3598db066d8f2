export { useEmergencyOffline } from './useEmergencyOffline';
