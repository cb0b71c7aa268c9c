// The map feature's public face: its one screen, loaded on demand by app/router.tsx.
export { MapPage } from './map-page';
