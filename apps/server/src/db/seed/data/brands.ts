// Fictional but real-looking brands (customers) and US retail chains (organizations).

export interface CustomerSeed {
  /** Fixed identity for the well-known customers; others get one from the pool. */
  identity?: string
  name: string
  description: string
  isCurrent: boolean
  /** Domain of its analytics users' e-mail addresses. */
  domain: string
  /** 'periods' = 4-week retail periods, 'quarters' = calendar quarters. */
  customPeriods?: 'periods' | 'quarters'
  /** No analytics users (so the Dashboards card is empty). */
  noAnalyticsUsers?: boolean
}

export const CUSTOMERS: CustomerSeed[] = [
  {
    identity: 'CNORTHWIND01',
    name: 'Northwind Beverages',
    description: 'Sparkling waters, iced teas and energy drinks sold through grocery, drug and convenience.',
    isCurrent: true,
    domain: 'northwindbev.example',
  },
  {
    identity: 'CSUNNYFIELDS',
    name: 'Sunny Fields Dairy',
    description: 'Regional dairy: yogurt, milk, creamers and cheese.',
    isCurrent: true,
    domain: 'sunnyfields.example',
    customPeriods: 'periods',
  },
  { identity: 'CCRISPVALLEY', name: 'Crisp Valley Snacks', description: 'Kettle chips, pretzels and popcorn.', isCurrent: true, domain: 'crispvalley.example' },
  {
    identity: 'CAURORACANDL',
    name: 'Aurora Candle Co.',
    description: 'Scented candles and home fragrance. Paused program.',
    isCurrent: false,
    domain: 'auroracandle.example',
  },
  {
    identity: 'CCOPPERLINE1',
    name: 'Copperline Electronics',
    description: 'Chargers, cables and phone accessories.',
    isCurrent: true,
    domain: 'copperline.example',
    noAnalyticsUsers: true,
  },
  { name: 'Blue Harbor Coffee', description: 'Whole bean and ground coffee, cold brew.', isCurrent: true, domain: 'blueharbor.example' },
  {
    name: 'Pinnacle Personal Care',
    description: 'Shampoo, body wash and deodorant.',
    isCurrent: true,
    domain: 'pinnaclepc.example',
    customPeriods: 'quarters',
  },
  { name: 'Golden Orchard Juices', description: 'Not-from-concentrate juices and lemonades.', isCurrent: true, domain: 'goldenorchard.example' },
  { name: 'Everbright Home Care', description: 'Household cleaners and laundry care.', isCurrent: true, domain: 'everbright.example' },
  { name: 'Trailmix Co.', description: 'Nut mixes, bars and dried fruit.', isCurrent: true, domain: 'trailmixco.example' },
  { name: 'Velvet Bloom Cosmetics', description: 'Color cosmetics and nail care.', isCurrent: true, domain: 'velvetbloom.example' },
  { name: 'Ironclad Tools', description: 'Hand tools and work gloves for home improvement retail.', isCurrent: true, domain: 'ironcladtools.example' },
  { name: 'Happy Paws Pet Foods', description: 'Dry and wet pet food, treats.', isCurrent: true, domain: 'happypaws.example' },
  { name: 'Summit Spring Water', description: 'Bottled spring water in multipacks.', isCurrent: true, domain: 'summitspring.example' },
  { name: 'Rustic Oven Bakery', description: 'Packaged breads, bagels and buns.', isCurrent: true, domain: 'rusticoven.example' },
  { name: 'Zephyr Energy', description: 'Energy drinks and shots.', isCurrent: true, domain: 'zephyrenergy.example' },
  {
    name: 'Polar Peak Frozen Foods',
    description: 'Frozen meals, pizza and desserts.',
    isCurrent: true,
    domain: 'polarpeak.example',
    customPeriods: 'quarters',
  },
  { name: 'FreshLeaf Organics', description: 'Organic salads and packaged produce.', isCurrent: true, domain: 'freshleaf.example' },
  { name: 'BrightSmile Oral Care', description: 'Toothpaste, brushes and mouthwash.', isCurrent: false, domain: 'brightsmile.example' },
  { name: 'Maple & Oak Spirits', description: 'Bourbon and ready-to-drink cocktails.', isCurrent: true, domain: 'mapleoak.example' },
  { name: 'Cozy Nest Baby', description: 'Diapers, wipes and baby care.', isCurrent: false, domain: 'cozynest.example' },
  { name: 'Lumen Lighting', description: 'LED bulbs and smart lighting.', isCurrent: false, domain: 'lumenlighting.example' },
]

export interface ChainSeed {
  identity?: string
  name: string
  businessType: string
  places: number
  /** 'national' spreads over every metro; a number restricts the chain to that many metros. */
  reach: 'national' | number
  storeNumberDigits: number
  /** Name of the parent organization (must appear earlier in the list). */
  parent?: string
  alternativeNames?: string[]
}

// ~15,000 places in all; the first ten chains hold enough stores for the 10,000-pin mission.
export const CHAINS: ChainSeed[] = [
  {
    identity: 'ORGEVERGREEN',
    name: 'Evergreen Pharmacy',
    businessType: 'Pharmacy',
    places: 2000,
    reach: 'national',
    storeNumberDigits: 5,
    alternativeNames: ['Evergreen Drug', 'EVERGREEN RX'],
  },
  {
    name: 'ValuMart Supercenter',
    businessType: 'Mass Merchandise',
    places: 1400,
    reach: 'national',
    storeNumberDigits: 4,
    alternativeNames: ['ValuMart', 'Valu-Mart'],
  },
  { name: 'Dollar Depot', businessType: 'Dollar Store', places: 1300, reach: 'national', storeNumberDigits: 5 },
  { name: 'FreshWay Market', businessType: 'Grocery', places: 1100, reach: 24, storeNumberDigits: 4, alternativeNames: ['FreshWay', 'Fresh Way Mkt'] },
  {
    name: 'QuickStop Convenience',
    businessType: 'Convenience',
    places: 1000,
    reach: 'national',
    storeNumberDigits: 5,
    alternativeNames: ['QuickStop', 'Quick Stop'],
  },
  { name: 'Pantry Plus', businessType: 'Grocery', places: 900, reach: 20, storeNumberDigits: 4 },
  { name: 'Harvest Table Foods', businessType: 'Grocery', places: 800, reach: 16, storeNumberDigits: 4 },
  { name: 'Corner Drug & Wellness', businessType: 'Pharmacy', places: 750, reach: 22, storeNumberDigits: 4 },
  { name: 'MegaSave Foods', businessType: 'Grocery', places: 700, reach: 12, storeNumberDigits: 3 },
  { name: 'Sunrise Foods', businessType: 'Grocery', places: 650, reach: 14, storeNumberDigits: 3 },
  { name: 'BulkBarn Wholesale Club', businessType: 'Club Store', places: 320, reach: 'national', storeNumberDigits: 3 },
  { name: 'Summit Home & Garden', businessType: 'Home Improvement', places: 300, reach: 'national', storeNumberDigits: 4 },
  { name: 'TechHaven Electronics', businessType: 'Electronics', places: 260, reach: 'national', storeNumberDigits: 3 },
  { name: 'Liberty Department Stores', businessType: 'Department Store', places: 240, reach: 'national', storeNumberDigits: 3 },
  { name: 'Crossroads Travel Center', businessType: 'Convenience', places: 230, reach: 'national', storeNumberDigits: 3 },
  { name: 'PetPals Supply Co.', businessType: 'Pet', places: 220, reach: 'national', storeNumberDigits: 4 },
  { name: 'Northstar Outfitters', businessType: 'Sporting Goods', places: 200, reach: 'national', storeNumberDigits: 3 },
  { name: 'Maple Leaf Grocers', businessType: 'Grocery', places: 190, reach: 6, storeNumberDigits: 3 },
  { name: 'Bella Beauty Supply', businessType: 'Beauty', places: 180, reach: 'national', storeNumberDigits: 4 },
  { name: 'Greenleaf Natural Foods', businessType: 'Grocery', places: 170, reach: 10, storeNumberDigits: 3 },
  { name: 'Parkway Pharmacy', businessType: 'Pharmacy', places: 160, reach: 8, storeNumberDigits: 3 },
  { name: 'Fiesta Mercado', businessType: 'Grocery', places: 150, reach: 6, storeNumberDigits: 3 },
  { name: 'Redwood Hardware', businessType: 'Hardware', places: 140, reach: 12, storeNumberDigits: 3 },
  { name: 'CityMart Express', businessType: 'Convenience', places: 130, reach: 5, storeNumberDigits: 3 },
  { name: 'Riverbend Market', businessType: 'Grocery', places: 120, reach: 4, storeNumberDigits: 3 },
  { name: 'Coastal Auto Parts', businessType: 'Automotive', places: 120, reach: 'national', storeNumberDigits: 4 },
  { name: 'Dash Fuel & Food', businessType: 'Convenience', places: 110, reach: 7, storeNumberDigits: 4 },
  { name: 'HomeNest Furnishings', businessType: 'Home', places: 100, reach: 'national', storeNumberDigits: 3 },
  { name: 'Trailhead Sports', businessType: 'Sporting Goods', places: 90, reach: 9, storeNumberDigits: 3 },
  { name: 'OfficeHub Supplies', businessType: 'Office Supplies', places: 90, reach: 'national', storeNumberDigits: 3 },
  { name: 'Metro Mobile Wireless', businessType: 'Wireless', places: 85, reach: 'national', storeNumberDigits: 4 },
  { name: 'Little Sprouts Toys', businessType: 'Toys', places: 75, reach: 'national', storeNumberDigits: 3 },
  { name: 'Bayside Liquors', businessType: 'Liquor', places: 70, reach: 3, storeNumberDigits: 3 },
  { name: 'Uptown Apparel', businessType: 'Apparel', places: 70, reach: 'national', storeNumberDigits: 3 },
  { name: 'Lakeside Craft & Fabric', businessType: 'Crafts', places: 65, reach: 'national', storeNumberDigits: 3 },
  { name: 'Bookworm Books', businessType: 'Books', places: 60, reach: 'national', storeNumberDigits: 3 },
  { name: 'Prairie Farm & Ranch', businessType: 'Farm & Ranch', places: 55, reach: 6, storeNumberDigits: 3 },
  { name: 'Golden Grain Bakery Cafe', businessType: 'Restaurant', places: 50, reach: 5, storeNumberDigits: 3 },
  { name: 'FreshWay Express', businessType: 'Grocery', places: 60, reach: 4, storeNumberDigits: 4, parent: 'FreshWay Market' },
  { name: 'ValuMart Neighborhood Market', businessType: 'Grocery', places: 60, reach: 6, storeNumberDigits: 4, parent: 'ValuMart Supercenter' },
]
