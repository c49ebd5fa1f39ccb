/**
 * Entry point of the Italian demo-data generators: seeded, pure and fast enough for the 200k-customer
 * scale set. Each family lives in its own italian-*.ts file; import from here.
 */
export { createRandom, createWeightedPicker, type Random } from './italian-random';
export { partitaIva, uniquePartitaIva, isValidPartitaIva, partitaIvaCheckDigit } from './italian-vat';
export {
  ITALIAN_CITIES,
  address,
  pickCity,
  streetAddress,
  zipCodeOf,
  type ItalianAddress,
  type ItalianCity,
} from './italian-places';
export {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  companySlug,
  email,
  firstName,
  lastName,
  personName,
  phone,
  website,
  type PersonName,
  type PhoneOptions,
} from './italian-people';
export { SECTORS, company, companyName, type Company, type Sector } from './italian-companies';
export { PRODUCT_GROUPS, product, productCode, productDescription, type DemoProduct } from './italian-products';
export { PAYMENT_MODES, PRICE_LISTS, type DemoPaymentMode, type DemoPriceList } from './italian-master-data';
