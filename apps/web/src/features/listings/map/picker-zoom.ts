/** Zoom of the location picker and of a listing page's map: street level. */
export const PICKER_ZOOM = 16;
