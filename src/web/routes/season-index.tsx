export { SeasonIndexRedirect as Component } from '../features/seasons/components/season-index-redirect.tsx';
