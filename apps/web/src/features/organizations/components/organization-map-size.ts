/** Heights of the organization and place maps, shared by each map and the placeholder shown while Leaflet loads. */
export const ORGANIZATION_MAP_HEIGHT = 440
export const PLACE_MAP_HEIGHT = 260
