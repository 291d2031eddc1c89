/**
 * Where each US state is, roughly: the box between its southernmost, northernmost, westernmost and
 * easternmost points. Used to tell whether a store list's own coordinates can be right for the
 * row's state (a swapped latitude and longitude, a lost minus sign, a point in another state).
 *
 * The figures are the states' extents as the US Census Bureau's state boundary files (TIGER/Line,
 * cartographic boundaries) give them, water areas included, rounded outward to 0.01°; typed out
 * here as facts. The margin below absorbs the rounding and a store on a border.
 */

/** Degrees added on every side of a state's box: a store near a border, or coordinates given to 0.1°. */
export const STATE_BOUNDS_MARGIN = 0.5

export interface LatLongBox {
  south: number
  north: number
  west: number
  east: number
}

export interface StateBounds {
  /** USPS code. */
  code: string
  name: string
  /** One box, or two where the state crosses the 180th meridian (Alaska's Aleutians). */
  boxes: readonly LatLongBox[]
}

// [code, name, south, north, west, east]
type Row = readonly [string, string, number, number, number, number]
const ROWS: readonly Row[] = [
  ['AL', 'Alabama', 30.14, 35.02, -88.48, -84.88],
  ['AZ', 'Arizona', 31.33, 37.01, -114.82, -109.04],
  ['AR', 'Arkansas', 33.0, 36.5, -94.62, -89.64],
  ['CA', 'California', 32.53, 42.01, -124.42, -114.13],
  ['CO', 'Colorado', 36.99, 41.01, -109.07, -102.04],
  ['CT', 'Connecticut', 40.98, 42.06, -73.73, -71.78],
  ['DE', 'Delaware', 38.45, 39.84, -75.79, -75.04],
  ['DC', 'District of Columbia', 38.79, 39.0, -77.12, -76.9],
  ['FL', 'Florida', 24.39, 31.01, -87.64, -79.97],
  ['GA', 'Georgia', 30.35, 35.01, -85.61, -80.83],
  ['HI', 'Hawaii', 18.91, 28.42, -178.34, -154.8],
  ['ID', 'Idaho', 41.98, 49.01, -117.25, -111.04],
  ['IL', 'Illinois', 36.97, 42.51, -91.52, -87.01],
  ['IN', 'Indiana', 37.77, 41.77, -88.1, -84.78],
  ['IA', 'Iowa', 40.37, 43.51, -96.64, -90.14],
  ['KS', 'Kansas', 36.99, 40.01, -102.06, -94.58],
  ['KY', 'Kentucky', 36.49, 39.15, -89.58, -81.96],
  ['LA', 'Louisiana', 28.92, 33.02, -94.05, -88.81],
  ['ME', 'Maine', 42.97, 47.46, -71.09, -66.94],
  ['MD', 'Maryland', 37.91, 39.73, -79.49, -75.04],
  ['MA', 'Massachusetts', 41.23, 42.89, -73.51, -69.92],
  ['MI', 'Michigan', 41.69, 48.31, -90.42, -82.12],
  ['MN', 'Minnesota', 43.49, 49.39, -97.24, -89.48],
  ['MS', 'Mississippi', 30.17, 35.0, -91.66, -88.09],
  ['MO', 'Missouri', 35.99, 40.62, -95.78, -89.09],
  ['MT', 'Montana', 44.35, 49.01, -116.05, -104.03],
  ['NE', 'Nebraska', 39.99, 43.01, -104.06, -95.3],
  ['NV', 'Nevada', 35.0, 42.01, -120.01, -114.03],
  ['NH', 'New Hampshire', 42.69, 45.31, -72.56, -70.6],
  ['NJ', 'New Jersey', 38.78, 41.36, -75.57, -73.88],
  ['NM', 'New Mexico', 31.33, 37.0, -109.06, -103.0],
  ['NY', 'New York', 40.49, 45.02, -79.77, -71.85],
  ['NC', 'North Carolina', 33.84, 36.59, -84.33, -75.45],
  ['ND', 'North Dakota', 45.93, 49.01, -104.05, -96.55],
  ['OH', 'Ohio', 38.4, 41.98, -84.83, -80.51],
  ['OK', 'Oklahoma', 33.61, 37.01, -103.01, -94.43],
  ['OR', 'Oregon', 41.99, 46.3, -124.71, -116.46],
  ['PA', 'Pennsylvania', 39.71, 42.27, -80.53, -74.68],
  ['RI', 'Rhode Island', 41.14, 42.02, -71.91, -71.11],
  ['SC', 'South Carolina', 32.03, 35.22, -83.36, -78.54],
  ['SD', 'South Dakota', 42.47, 45.95, -104.06, -96.43],
  ['TN', 'Tennessee', 34.98, 36.68, -90.32, -81.64],
  ['TX', 'Texas', 25.83, 36.51, -106.65, -93.5],
  ['UT', 'Utah', 36.99, 42.01, -114.06, -109.04],
  ['VT', 'Vermont', 42.72, 45.02, -73.44, -71.46],
  ['VA', 'Virginia', 36.54, 39.47, -83.68, -75.16],
  ['WA', 'Washington', 45.54, 49.01, -124.85, -116.91],
  ['WV', 'West Virginia', 37.2, 40.64, -82.65, -77.71],
  ['WI', 'Wisconsin', 42.49, 47.31, -92.89, -86.24],
  ['WY', 'Wyoming', 40.99, 45.01, -111.06, -104.05],
  ['PR', 'Puerto Rico', 17.83, 18.52, -67.95, -65.22],
]

const box = (south: number, north: number, west: number, east: number): LatLongBox => ({ south, north, west, east })

/** Alaska reaches past the 180th meridian (Attu Island, 172.4° E): its box is in two parts. */
const ALASKA: StateBounds = { code: 'AK', name: 'Alaska', boxes: [box(51.21, 71.44, -180, -129.97), box(51.21, 53.02, 172.43, 180)] }

/** The 50 states, the District of Columbia and Puerto Rico. */
export const STATE_BOUNDS: readonly StateBounds[] = [
  ALASKA,
  ...ROWS.map(([code, name, south, north, west, east]): StateBounds => ({ code, name, boxes: [box(south, north, west, east)] })),
]

// A row's state is written as a code ('TX', 'tx') or a name ('Texas', ' TEXAS '): both are looked up.
const BY_KEY: ReadonlyMap<string, StateBounds> = new Map(
  STATE_BOUNDS.flatMap((state) => [[state.code, state] as const, [state.name.toUpperCase(), state] as const]),
)

/** The state a row's state text names (code or name, any case and spacing), or undefined. */
export function stateBoundsOf(state: string): StateBounds | undefined {
  return BY_KEY.get(state.trim().replace(/\s+/g, ' ').toUpperCase())
}

const inBox = (latitude: number, longitude: number, { south, north, west, east }: LatLongBox, margin: number): boolean =>
  latitude >= south - margin && latitude <= north + margin && longitude >= west - margin && longitude <= east + margin

/**
 * Whether a point can be a store in `state`: inside the state's box, widened by
 * STATE_BOUNDS_MARGIN. A state we do not know (blank, another country's province) has no box,
 * so no point is plausible for it: coordinates are used only where they can be checked.
 */
export function coordinatesPlausibleForState(state: string | null | undefined, latitude: number, longitude: number): boolean {
  if (!state || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return false
  const bounds = stateBoundsOf(state)
  return bounds !== undefined && bounds.boxes.some((part) => inBox(latitude, longitude, part, STATE_BOUNDS_MARGIN))
}
