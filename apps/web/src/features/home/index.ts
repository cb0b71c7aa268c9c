// The home feature's public face: the start page and its data, drawn with the first load
// (not split off: it is the installed app's start page).
export { HomePage } from './home-page';
export { homeData } from './use-home-discovery';
