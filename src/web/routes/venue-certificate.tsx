export { VenueCertificatePage as Component } from '../features/venue-certificate/venue-certificate-page.tsx';
