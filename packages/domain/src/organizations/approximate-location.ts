// How the console names a place located only approximately (store list rows, the report, the export
// and the maps). A module of its own so that a map screen loads these few texts, not every store list message.

/** A location that stands for an area (a ZIP centroid), not the store: the report, the export and the maps say so. */
export const APPROXIMATE_LOCATION = 'Approximate (ZIP centroid)'
export const APPROXIMATE_LOCATION_HINT = 'Placed at the centre of its ZIP code: the address could not be placed more precisely.'
/** A location that stands for a whole city: the row had no postal code we could place. */
export const APPROXIMATE_CITY_LOCATION = 'Approximate (city centre)'
export const APPROXIMATE_CITY_LOCATION_HINT = 'Placed at the centre of its city: the row had no postal code we could place.'
/** The tag and hint for an approximate location of either precision (a city's centre, else a ZIP centroid). */
export const approximateLocationTexts = (precision: string | null | undefined): { label: string; hint: string } =>
  precision === 'CITY'
    ? { label: APPROXIMATE_CITY_LOCATION, hint: APPROXIMATE_CITY_LOCATION_HINT }
    : { label: APPROXIMATE_LOCATION, hint: APPROXIMATE_LOCATION_HINT }
