// Tables of the address normalizer (street-normalizer.ts, address-normalizer.ts). The words they map
// are the only words the street normalizer changes: anything not in them is kept as written.

/**
 * USPS Publication 28, Appendix C1: street suffixes. Each line is the Postal Service standard
 * abbreviation, then the primary name and the common spellings it stands for.
 */
const C1_SUFFIXES = `
ALY ALLEY ALLEE ALLY | ANX ANEX ANNEX ANNX | ARC ARCADE | AVE AVENUE AV AVEN AVENU AVN AVNUE | BYU BAYOU BAYOO |
BCH BEACH | BND BEND | BLF BLUFF BLUF | BLFS BLUFFS | BTM BOTTOM BOT BOTTM | BLVD BOULEVARD BOUL BOULV |
BR BRANCH BRNCH | BRG BRIDGE BRDGE | BRK BROOK | BRKS BROOKS | BG BURG | BGS BURGS | BYP BYPASS BYPA BYPAS BYPS |
CP CAMP CMP | CYN CANYON CANYN CNYN | CPE CAPE | CSWY CAUSEWAY CAUSWA | CTR CENTER CEN CENT CENTR CENTRE CNTER CNTR |
CTRS CENTERS | CIR CIRCLE CIRC CIRCL CRCL CRCLE | CIRS CIRCLES | CLF CLIFF | CLFS CLIFFS | CLB CLUB | CMN COMMON |
CMNS COMMONS | COR CORNER | CORS CORNERS | CRSE COURSE | CT COURT | CTS COURTS | CV COVE | CVS COVES | CRK CREEK |
CRES CRESCENT CRSENT CRSNT | CRST CREST | XING CROSSING CRSSNG | XRD CROSSROAD | XRDS CROSSROADS | CURV CURVE |
DL DALE | DM DAM | DV DIVIDE DIV DVD | DR DRIVE DRIV DRV | DRS DRIVES | EST ESTATE | ESTS ESTATES |
EXPY EXPRESSWAY EXP EXPR EXPRESS EXPW | EXT EXTENSION EXTN EXTNSN | EXTS EXTENSIONS | FALL FALL | FLS FALLS |
FRY FERRY FRRY | FLD FIELD | FLDS FIELDS | FLT FLAT | FLTS FLATS | FRD FORD | FRDS FORDS | FRST FOREST FORESTS |
FRG FORGE FORG | FRGS FORGES | FRK FORK | FRKS FORKS | FT FORT FRT | FWY FREEWAY FREEWY FRWAY FRWY |
GDN GARDEN GARDN GRDEN GRDN | GDNS GARDENS GRDNS | GTWY GATEWAY GATEWY GATWAY GTWAY | GLN GLEN | GLNS GLENS |
GRN GREEN | GRNS GREENS | GRV GROVE GROV | GRVS GROVES | HBR HARBOR HARB HARBR HRBOR | HBRS HARBORS | HVN HAVEN |
HTS HEIGHTS HT | HWY HIGHWAY HIGHWY HIWAY HIWY HWAY | HL HILL | HLS HILLS | HOLW HOLLOW HLLW HOLLOWS HOLWS |
INLT INLET | IS ISLAND ISLND | ISS ISLANDS ISLNDS | ISLE ISLES | JCT JUNCTION JCTION JCTN JUNCTN JUNCTON |
JCTS JUNCTIONS JCTNS | KY KEY | KYS KEYS | KNL KNOLL KNOL | KNLS KNOLLS | LK LAKE | LKS LAKES | LAND LAND |
LNDG LANDING LNDNG | LN LANE | LGT LIGHT | LGTS LIGHTS | LF LOAF | LCK LOCK | LCKS LOCKS | LDG LODGE LDGE LODG |
LOOP LOOPS | MALL MALL | MNR MANOR | MNRS MANORS | MDW MEADOW | MDWS MEADOWS MEDOWS | MEWS MEWS | ML MILL |
MLS MILLS | MSN MISSION MISSN MSSN | MTWY MOTORWAY | MT MOUNT MNT | MTN MOUNTAIN MNTAIN MNTN MOUNTIN MTIN |
MTNS MOUNTAINS MNTNS | NCK NECK | ORCH ORCHARD ORCHRD | OVAL OVL | OPAS OVERPASS | PARK PARKS PRK |
PKWY PARKWAY PARKWY PKWAY PKY PARKWAYS PKWYS | PASS PASS | PSGE PASSAGE | PATH PATHS | PIKE PIKES | PNE PINE |
PNES PINES | PL PLACE | PLN PLAIN | PLNS PLAINS | PLZ PLAZA PLZA | PT POINT | PTS POINTS | PRT PORT | PRTS PORTS |
PR PRAIRIE PRR | RADL RADIAL RAD RADIEL | RAMP RAMP | RNCH RANCH RANCHES RNCHS | RPD RAPID | RPDS RAPIDS | RST REST |
RDG RIDGE RDGE | RDGS RIDGES | RIV RIVER RVR RIVR | RD ROAD | RDS ROADS | RTE ROUTE | ROW ROW | RUE RUE | RUN RUN |
SHL SHOAL | SHLS SHOALS | SHR SHORE SHOAR | SHRS SHORES SHOARS | SKWY SKYWAY | SPG SPRING SPNG SPRNG |
SPGS SPRINGS SPNGS SPRNGS | SPUR SPURS | SQ SQUARE SQR SQRE SQU | SQS SQUARES SQRS | STA STATION STATN STN |
STRA STRAVENUE STRAV STRAVEN STRAVN STRVN STRVNUE | STRM STREAM STREME | ST STREET STRT STR | STS STREETS |
SMT SUMMIT SUMIT SUMITT | TER TERRACE TERR | TRWY THROUGHWAY | TRCE TRACE TRACES | TRAK TRACK TRACKS TRK TRKS |
TRFY TRAFFICWAY | TRL TRAIL TRAILS TRLS | TRLR TRAILER TRLRS | TUNL TUNNEL TUNEL TUNLS TUNNELS TUNNL |
TPKE TURNPIKE TRNPK TURNPK | UPAS UNDERPASS | UN UNION | UNS UNIONS | VLY VALLEY VALLY VLLY | VLYS VALLEYS |
VIA VIADUCT VDCT VIADCT | VW VIEW | VWS VIEWS | VLG VILLAGE VILL VILLAG VILLG VILLIAGE | VLGS VILLAGES | VL VILLE |
VIS VISTA VIST VST VSTA | WALK WALKS | WALL WALL | WAY WY | WAYS WAYS | WL WELL | WLS WELLS`

/** Misspellings of suffixes seen in real store lists, read as the suffix they mean (not in C1). */
const SEEN_SUFFIX_MISSPELLINGS = `BLVD BLV BVLD BLVRD | PKWY PRKWY PWKY PKW | ST STEET STRET`

/** USPS Publication 28, Appendix C2: secondary unit designators (standard abbreviation first), plus BLD and FLR. */
const C2_UNITS = `
APT APARTMENT | BSMT BASEMENT | BLDG BUILDING BLD | DEPT DEPARTMENT | FL FLOOR FLR | FRNT FRONT | HNGR HANGAR |
KEY KEY | LBBY LOBBY | LOT LOT | LOWR LOWER | OFC OFFICE | PH PENTHOUSE | PIER PIER | REAR REAR | RM ROOM |
SIDE SIDE | SLIP SLIP | SPC SPACE | STOP STOP | STE SUITE | TRLR TRAILER | UNIT UNIT | UPPR UPPER`

/** Publication 28 §233: the eight directionals. */
const DIRECTIONAL_WORDS: Record<string, string> = {
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
}

function parseTable(table: string): Map<string, string> {
  const map = new Map<string, string>()
  const entries = table.split('|').map((entry) => entry.trim().split(/\s+/))
  // A standard abbreviation always stands for itself (MDW is MEADOW, although MEADOWS lists it too).
  for (const [standard] of entries) map.set(standard!, standard!)
  for (const [standard, ...variants] of entries) for (const variant of variants) if (!map.has(variant)) map.set(variant, standard!)
  return map
}

/** Any spelling of a street suffix → its USPS abbreviation ('AVENUE', 'AVN', 'AVE' → 'AVE'). */
export const SUFFIXES: ReadonlyMap<string, string> = parseTable(`${C1_SUFFIXES} | ${SEEN_SUFFIX_MISSPELLINGS}`)

/** Any spelling of a unit designator → its USPS abbreviation ('SUITE' → 'STE'). */
export const UNIT_DESIGNATORS: ReadonlyMap<string, string> = parseTable(C2_UNITS)

/** Designators that are followed by a unit number; the others (REAR, BSMT, …) are read as words. */
export const NUMBERED_UNITS: ReadonlySet<string> = new Set([
  'APT',
  'BLDG',
  'DEPT',
  'FL',
  'HNGR',
  'LOT',
  'OFC',
  'PIER',
  'RM',
  'SLIP',
  'SPC',
  'STE',
  'TRLR',
  'UNIT',
  '#',
])

/** Units whose number names a building or floor rather than a door; the match key keeps their designator. */
export const BUILDING_OR_FLOOR: ReadonlySet<string> = new Set(['BLDG', 'FL'])

/** 'NORTH' or 'N' → 'N'; every directional spelled out or abbreviated. */
/** Each directional's abbreviation spelled out: 'NW' is 'NORTHWEST'. */
export const DIRECTIONAL_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(DIRECTIONAL_WORDS).map(([name, abbreviation]) => [abbreviation, name]))

export const DIRECTIONALS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(DIRECTIONAL_WORDS),
  ...Object.values(DIRECTIONAL_WORDS).map((abbreviation) => [abbreviation, abbreviation] as const),
])

/** Old abbreviations read as directionals only where a directional stands ('1450 No. Brindlee Mt', 'US Hwy 301 So.'). */
export const POSITIONAL_DIRECTIONALS: ReadonlyMap<string, string> = new Map([
  ['NO', 'N'],
  ['SO', 'S'],
])

/**
 * Numbered-route designators, as the display writes them (spelled out, the way the USPS ZIP+4
 * file and most store lists write a route name: "2643 HIGHWAY 280", "1011 US HIGHWAY 72 E").
 * Keys are the canonical word (after SUFFIXES): a designator is only read as one when a route
 * number follows it, so "Main Hwy" keeps its suffix "Hwy".
 */
export const ROUTE_WORDS: ReadonlyMap<string, string> = new Map([
  ['HWY', 'Highway'],
  ['RTE', 'Route'],
  ['RT', 'Route'],
  ['INTERSTATE', 'Interstate'],
  ['I', 'Interstate'],
  ['IH', 'Interstate'],
])

/** Words that stand for COUNTY and for STATE before a road designator ('CO RD 48', 'ST RTE 9'). */
export const COUNTY_WORDS: ReadonlySet<string> = new Set(['COUNTY', 'CO', 'CNTY', 'CTY'])
export const STATE_WORDS: ReadonlySet<string> = new Set(['STATE', 'ST', 'STATES', 'NYS'])

/** One-word route systems before a number: state (SR, SH), county (CR, CH), Texas farm-to-market (FM). */
export const ROUTE_SYSTEM_ABBREVIATIONS: ReadonlyMap<string, 'STATE' | 'COUNTY' | 'FM'> = new Map([
  ['SR', 'STATE'],
  ['SH', 'STATE'],
  ['CR', 'COUNTY'],
  ['CH', 'COUNTY'],
  ['FM', 'FM'],
])

/** Ordinal words of numbered streets → the numeral form ('FIRST' → '1ST'), for the match key only. */
export const ORDINAL_WORDS: ReadonlyMap<string, string> = new Map(
  [
    'FIRST',
    'SECOND',
    'THIRD',
    'FOURTH',
    'FIFTH',
    'SIXTH',
    'SEVENTH',
    'EIGHTH',
    'NINTH',
    'TENTH',
    'ELEVENTH',
    'TWELFTH',
    'THIRTEENTH',
    'FOURTEENTH',
    'FIFTEENTH',
    'SIXTEENTH',
    'SEVENTEENTH',
    'EIGHTEENTH',
    'NINETEENTH',
    'TWENTIETH',
  ].map((word, index) => [word, `${index + 1}${index === 0 ? 'ST' : index === 1 ? 'ND' : index === 2 ? 'RD' : 'TH'}`]),
)

/** Written in capitals in the display street. */
export const UPPERCASE_WORDS: ReadonlySet<string> = new Set(['US', 'SR', 'SH', 'CR', 'CH', 'FM', 'RR', 'HC', 'PO', 'NE', 'NW', 'SE', 'SW', 'NYS', 'MLK', 'JFK'])

/** US states, the District of Columbia and the territories (USPS two-letter codes), then Canadian provinces and territories. */
export const STATE_CODES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ALABAMA: 'AL',
    ALASKA: 'AK',
    ARIZONA: 'AZ',
    ARKANSAS: 'AR',
    CALIFORNIA: 'CA',
    COLORADO: 'CO',
    CONNECTICUT: 'CT',
    DELAWARE: 'DE',
    'DISTRICT OF COLUMBIA': 'DC',
    FLORIDA: 'FL',
    GEORGIA: 'GA',
    HAWAII: 'HI',
    IDAHO: 'ID',
    ILLINOIS: 'IL',
    INDIANA: 'IN',
    IOWA: 'IA',
    KANSAS: 'KS',
    KENTUCKY: 'KY',
    LOUISIANA: 'LA',
    MAINE: 'ME',
    MARYLAND: 'MD',
    MASSACHUSETTS: 'MA',
    MICHIGAN: 'MI',
    MINNESOTA: 'MN',
    MISSISSIPPI: 'MS',
    MISSOURI: 'MO',
    MONTANA: 'MT',
    NEBRASKA: 'NE',
    NEVADA: 'NV',
    'NEW HAMPSHIRE': 'NH',
    'NEW JERSEY': 'NJ',
    'NEW MEXICO': 'NM',
    'NEW YORK': 'NY',
    'NORTH CAROLINA': 'NC',
    'NORTH DAKOTA': 'ND',
    OHIO: 'OH',
    OKLAHOMA: 'OK',
    OREGON: 'OR',
    PENNSYLVANIA: 'PA',
    'RHODE ISLAND': 'RI',
    'SOUTH CAROLINA': 'SC',
    'SOUTH DAKOTA': 'SD',
    TENNESSEE: 'TN',
    TEXAS: 'TX',
    UTAH: 'UT',
    VERMONT: 'VT',
    VIRGINIA: 'VA',
    WASHINGTON: 'WA',
    'WEST VIRGINIA': 'WV',
    WISCONSIN: 'WI',
    WYOMING: 'WY',
    'PUERTO RICO': 'PR',
    GUAM: 'GU',
    'VIRGIN ISLANDS': 'VI',
    'AMERICAN SAMOA': 'AS',
    'NORTHERN MARIANA ISLANDS': 'MP',
    ONTARIO: 'ON',
    QUEBEC: 'QC',
    'BRITISH COLUMBIA': 'BC',
    ALBERTA: 'AB',
    MANITOBA: 'MB',
    SASKATCHEWAN: 'SK',
    'NOVA SCOTIA': 'NS',
    'NEW BRUNSWICK': 'NB',
    'NEWFOUNDLAND AND LABRADOR': 'NL',
    'PRINCE EDWARD ISLAND': 'PE',
    YUKON: 'YT',
    'NORTHWEST TERRITORIES': 'NT',
    NUNAVUT: 'NU',
  }),
)

/** US state codes (and one-word state names) that name a state highway system before a designator ('GA Hwy 17', 'Texas Hwy 6'). */
export const US_STATE_WORDS: ReadonlySet<string> = new Set(
  [...STATE_CODES]
    .filter(([, code]) => !['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU'].includes(code))
    .flatMap(([name, code]) => (name.includes(' ') ? [code] : [name, code])),
)
