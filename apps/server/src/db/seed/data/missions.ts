// Mission themes: a name, a description, the form it links, the kinds of store it runs in
// and the material for its brief.

export interface MissionTheme {
  key: string
  name: string
  description: string
  form: string
  businessTypes: string[]
  time: string
  photos: string
  start: string[]
  find: string[]
  talk?: string[]
  purchase?: string[]
  requirements: string[]
}

const FOOD = ['Grocery', 'Mass Merchandise', 'Club Store', 'Convenience', 'Dollar Store', 'Pharmacy']

export const THEMES: MissionTheme[] = [
  { key: 'endcap', name: 'Endcap Display Audit', description: 'Verify that the brand endcap is built, stocked and priced as agreed with the retailer.', form: 'Endcap Display Audit v3', businessTypes: FOOD, time: '15 - 25 minutes', photos: '4 - 8 photos', start: ['Walk the main racetrack aisle and check every endcap facing the front of the store.'], find: ['The brand endcap with the seasonal header card'], requirements: ['Photo of the whole endcap from the aisle', 'Photo of every shelf of the endcap', 'Photo of the price tag'] },
  { key: 'cooler', name: 'Cooler Door Placement Check', description: 'Check door position, facings and shelf tags of the brand in the cold beverage cooler.', form: 'Cooler Door Compliance', businessTypes: ['Grocery', 'Convenience', 'Pharmacy', 'Mass Merchandise'], time: '10 - 20 minutes', photos: '3 - 6 photos', start: ['Go to the cold beverage coolers, usually along the back wall.'], find: ['The cooler doors holding the brand'], requirements: ['Photo of each cooler door holding the brand', 'Count of facings per flavor'] },
  { key: 'price', name: 'Shelf Price Verification', description: 'Record the shelf price and promotion of each listed item and compare with the planned price.', form: 'Shelf Price Check', businessTypes: FOOD, time: '10 - 15 minutes', photos: '2 - 5 photos', start: ['Find the aisle of the category listed in the mission.'], find: ['The shelf tags of the listed items'], requirements: ['Photo of each shelf tag', 'Price typed exactly as shown on the tag'] },
  { key: 'oos', name: 'Out-of-Stock Scan', description: 'Find empty slots and low stock for the listed items on the main shelf.', form: 'Out-of-Stock Scan', businessTypes: FOOD, time: '10 - 20 minutes', photos: '2 - 6 photos', start: ['Go to the home shelf of the brand in its category aisle.'], find: ['Empty slots or slots with fewer than two units'], requirements: ['Photo of the full shelf section', 'Photo of every empty slot with its tag'] },
  { key: 'planogram', name: 'Planogram Compliance Check', description: 'Compare the shelf with the planogram and note misplaced or missing items.', form: 'Planogram Compliance', businessTypes: FOOD, time: '20 - 30 minutes', photos: '5 - 10 photos', start: ['Open the planogram picture in the app before you reach the aisle.'], find: ['The section shown in the planogram'], requirements: ['Photo of each shelf of the section', 'List of misplaced items', 'List of missing items'] },
  { key: 'launch', name: 'New Item Distribution Check', description: 'Confirm the new item is on shelf, where it sits and what it costs.', form: 'New Item Distribution', businessTypes: FOOD, time: '10 - 15 minutes', photos: '2 - 4 photos', start: ['Go to the category aisle of the new item.'], find: ['The new item, or its empty tag if it is not in stock'], talk: ['If you cannot find it, ask a store associate whether it is carried.'], requirements: ['Photo of the item on shelf', 'Photo of its shelf tag'] },
  { key: 'secondary', name: 'Secondary Placement Count', description: 'Count and photograph every display of the brand outside its home aisle.', form: 'Secondary Placement Count', businessTypes: FOOD, time: '20 - 30 minutes', photos: '3 - 10 photos', start: ['Walk every aisle, the front lobby and the checkout lanes.'], find: ['Every display of the brand outside its home aisle'], requirements: ['Photo of each display', 'Location of each display'] },
  { key: 'signage', name: 'Promo Signage Verification', description: 'Check that the promotional signage is up, correct and visible from the aisle.', form: 'Promo Signage Verification', businessTypes: FOOD, time: '10 - 15 minutes', photos: '2 - 4 photos', start: ['Go to the aisle of the promoted item.'], find: ['The promotional sign or shelf talker'], requirements: ['Photo of the sign from the aisle', 'Close-up photo of the sign text'] },
  { key: 'freshness', name: 'Freshness Date Check', description: 'Record the earliest and latest best-by dates of the brand in the case.', form: 'Freshness Date Check', businessTypes: ['Grocery', 'Convenience', 'Club Store'], time: '15 - 20 minutes', photos: '3 - 6 photos', start: ['Go to the refrigerated dairy case.'], find: ['The brand facings in the dairy case'], requirements: ['Photo of the earliest date found', 'Photo of the latest date found'] },
  { key: 'competitive', name: 'Competitive Price Survey', description: 'Record the prices of the brand and three named competitors in the same aisle.', form: 'Competitive Price Survey', businessTypes: FOOD, time: '15 - 25 minutes', photos: '4 - 8 photos', start: ['Go to the category aisle.'], find: ['The brand and the three competitors named in the survey'], requirements: ['Photo of each price tag', 'Price of each item typed as shown'] },
  { key: 'pharmacy', name: 'Pharmacy Counter Display Check', description: 'Check the counter display at the pharmacy and its stock level.', form: 'Pharmacy Counter Display', businessTypes: ['Pharmacy'], time: '10 - 15 minutes', photos: '2 - 3 photos', start: ['Go to the pharmacy pick-up counter.'], find: ['The brand counter display'], talk: ['Do not interrupt pharmacy staff serving patients.'], requirements: ['Photo of the counter display', 'Number of units left on the display'] },
  { key: 'interview', name: 'Department Manager Interview', description: 'Ask the department manager three short questions about the brand and its display.', form: 'Store Staff Interview', businessTypes: FOOD, time: '15 - 25 minutes', photos: '1 - 2 photos', start: ['Ask at customer service for the department manager.'], find: ['The department manager on duty'], talk: ['Introduce yourself as doing a product survey and ask the questions in the form.'], requirements: ['Answers to the three questions', 'Photo of the brand shelf'] },
  { key: 'receipt', name: 'Purchase and Receipt Upload', description: 'Buy the featured item and upload the receipt so the price paid can be checked.', form: 'Receipt Upload – Purchase Required', businessTypes: FOOD, time: '10 - 15 minutes', photos: '2 - 3 photos', start: ['Find the featured item in its home aisle.'], find: ['The featured item'], purchase: ['Buy one unit of the featured item; it is reimbursed with your reward.'], requirements: ['Photo of the item on shelf', 'Photo of the full receipt'] },
  { key: 'frozen', name: 'Frozen Aisle Door Audit', description: 'Check door position, facings and tags of the brand in the frozen aisle.', form: 'Frozen Aisle Door Audit', businessTypes: ['Grocery', 'Mass Merchandise', 'Club Store'], time: '15 - 20 minutes', photos: '3 - 6 photos', start: ['Go to the frozen aisle.'], find: ['The freezer doors holding the brand'], requirements: ['Photo of each door', 'Count of facings per item'] },
  { key: 'hardware', name: 'Tool Aisle Reset Check', description: 'Check that the hand tool peg wall matches the reset and that labels are in place.', form: 'Hardware Aisle Reset', businessTypes: ['Home Improvement', 'Hardware', 'Mass Merchandise'], time: '20 - 30 minutes', photos: '4 - 8 photos', start: ['Go to the hand tools aisle.'], find: ['The brand peg wall'], requirements: ['Photo of the whole peg wall', 'Photo of every empty peg hook'] },
  { key: 'accessories', name: 'Accessory Wall Audit', description: 'Check that the phone accessory wall is complete and security tags are in place.', form: 'Electronics Accessory Wall', businessTypes: ['Electronics', 'Mass Merchandise', 'Wireless', 'Pharmacy'], time: '15 - 20 minutes', photos: '3 - 6 photos', start: ['Go to the electronics or phone accessories section.'], find: ['The brand accessory wall'], requirements: ['Photo of the whole wall', 'List of empty hooks'] },
]

export const CAMPAIGN_TEMPLATES: { name: string; goal: string }[] = [
  { name: 'Everyday Execution {Y}', goal: 'Keep core items on shelf, correctly priced and well faced in every key account.' },
  { name: 'Spring Reset {Y}', goal: 'Verify the spring category reset and the new planogram in every key account.' },
  { name: 'Summer Displays {Y}', goal: 'Secure summer secondary displays and check their stock through the season.' },
  { name: 'Back to School {Y}', goal: 'Check the back-to-school displays and pricing in mass and grocery.' },
  { name: 'Holiday {Y} Program', goal: 'Verify holiday displays are built on time and stay stocked through the season.' },
  { name: 'New Item Launch {Y}', goal: 'Confirm distribution, placement and price of the new items in the first twelve weeks.' },
  { name: 'Price Realization {Y}', goal: 'Measure shelf price against the agreed price in every retailer and region.' },
  { name: 'Retail Media Proof of Performance', goal: 'Prove in-store execution of the paid retail media program with photos.' },
]
