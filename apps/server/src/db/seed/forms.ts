// Forms (survey task summaries) that missions link as their survey.
import { taskSummaries } from '../schema'
import { insertIds, type SeedContext } from './context'

const FORMS: [string, string][] = [
  ['Endcap Display Audit v3', 'Photos of the endcap, product count per shelf and display condition.'],
  ['Cooler Door Compliance', 'Door placement, facings and price tags in the beverage cooler.'],
  ['Shelf Price Check', 'Shelf tag price, promo tag and price match against the planned price.'],
  ['Out-of-Stock Scan', 'Empty slots and low stock for the listed SKUs.'],
  ['Planogram Compliance', 'Shelf photo against the planogram, with misplacements noted.'],
  ['New Item Distribution', 'Is the new SKU on shelf, where, and at what price.'],
  ['Secondary Placement Count', 'Count and photograph every secondary display of the brand.'],
  ['Promo Signage Verification', 'Is the promotional signage up, correct and visible from the aisle.'],
  ['Freshness Date Check', 'Earliest and latest best-by dates found in the case.'],
  ['Competitive Price Survey', 'Prices of the brand and three named competitors.'],
  ['Pharmacy Counter Display', 'Counter display presence and stock level at the pharmacy.'],
  ['Holiday Display Audit', 'Seasonal display build, location and stock.'],
  ['Checkout Lane Merchandising', 'Products and racks at the checkout lanes.'],
  ['Store Staff Interview', 'Short conversation with the department manager about the product.'],
  ['Mystery Shop – Product Knowledge', 'Ask an associate for a recommendation and note the answer.'],
  ['Cold Vault Facings', 'Facings count per flavor in the walk-in cold vault.'],
  ['Frozen Aisle Door Audit', 'Door position, facings and tag compliance in frozen.'],
  ['Pet Aisle Share of Shelf', 'Linear feet of the brand against the category.'],
  ['Beauty Tester Condition', 'Tester availability and condition for the color range.'],
  ['Bakery Rack Check', 'Rack location, fill level and damaged packages.'],
  ['Wine & Spirits Feature', 'Feature display and shelf talkers in the liquor aisle.'],
  ['Hardware Aisle Reset', 'Peg hooks, labels and missing items after the reset.'],
  ['Electronics Accessory Wall', 'Accessory wall completeness and security tags.'],
  ['Produce Display Quality', 'Display quality, misting and signage in produce.'],
  ['Dairy Case Reset', 'Reset completion, facings and dates in the dairy case.'],
  ['Snack Aisle Audit', 'Facings, price and promo for the snack range.'],
  ['Coffee Aisle Audit', 'Facings and price for whole bean and ground coffee.'],
  ['Store Hours and Access', 'Opening hours and access for the field team.'],
  ['Receipt Upload – Purchase Required', 'Buy the featured item and upload the receipt.'],
  ['Legacy Store Survey (retired)', 'Older general-purpose store survey kept for past missions.'],
]

export async function seedForms(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = await insertIds(
    ctx.tx,
    taskSummaries,
    FORMS.map(([name, description]) => ({ identity: ctx.identities.stream('forms').next(), name, description })),
    taskSummaries.identity,
  )
  return new Map(FORMS.map(([name], i) => [name, ids[i]!]))
}
