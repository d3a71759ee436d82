/* eslint-disable lingui/no-unlocalized-strings -- the map's keys are the contracts' English, matched against and never shown */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NAME_TAKEN,
  IMAGE_DELETED_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  productFormMessages,
  productLimits,
} from '@arrival/contracts/admin';
import { FLIGHT_NUMBER_MESSAGE } from '@arrival/contracts/flights';
import { CART_EMPTY_MESSAGE } from '@arrival/contracts/payments';
import { RESTOCK_MESSAGE } from '@arrival/contracts/stock';
import {
  ARRIVAL_REQUIRED_MESSAGE,
  ARRIVAL_TOO_FAR_MESSAGE,
  ARRIVAL_TOO_SOON_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MAX_ARRIVAL_AHEAD_DAYS,
  MIN_ARRIVAL_LEAD_HOURS,
  NAME_REQUIRED_MESSAGE,
} from '@arrival/contracts/user';
import { formatNumber } from '../format/number';
import { i18n } from './i18n';

const { nameMax, descriptionMax, priceMax, imagesMax, videosMax, highlightsMax, highlightMax, linkMax } = productLimits;
const categoryNameMax = CATEGORY_NAME_MAX;
const leadHours = MIN_ARRIVAL_LEAD_HOURS;
const maxDays = MAX_ARRIVAL_AHEAD_DAYS;

/**
 * The shared schemas' messages (packages/contracts) are English: the server checks with the same
 * schemas and translates what it answers itself. Where the app shows one of them (its own form checks,
 * a rule run in the browser), it is read from the catalogue here. Keys are the contracts' texts; a test
 * keeps both in step.
 */
export const sharedMessages = new Map<string, () => MessageDescriptor>([
  [ARRIVAL_REQUIRED_MESSAGE, () => msg`Please select both airport and arrival time`],
  [ARRIVAL_TOO_SOON_MESSAGE, () => msg`Please select a time at least ${leadHours} hours from now`],
  [ARRIVAL_TOO_FAR_MESSAGE, () => msg`Please select a time within ${maxDays} days`],
  [NAME_REQUIRED_MESSAGE, () => msg`Please enter your name`],
  ['Name must be at most 80 characters', () => msg`Name must be at most 80 characters`],
  [EMAIL_REQUIRED_MESSAGE, () => msg`Please enter your email`],
  [EMAIL_INVALID_MESSAGE, () => msg`Please enter a valid email`],
  [FLIGHT_NUMBER_MESSAGE, () => msg`Enter a flight number like EK 532`],
  [CART_EMPTY_MESSAGE, () => msg`Cart is empty`],
  [productFormMessages.name, () => msg`Product name must be at least 2 characters.`],
  [productFormMessages.description, () => msg`Product description must be at least 10 characters.`],
  [productFormMessages.price, () => msg`Product price must be a positive number.`],
  [productFormMessages.categories, () => msg`Product category must be at least 1 Object.`],
  [productFormMessages.images, () => msg`Product images must be at least 1 characters.`],
  [productFormMessages.videos, () => msg`Video links must be at least 1 characters.`],
  [`Product name must be at most ${nameMax} characters.`, () => msg`Product name must be at most ${nameMax} characters.`],
  [
    `Product description must be at most ${descriptionMax} characters.`,
    () => msg`Product description must be at most ${descriptionMax} characters.`,
  ],
  [
    `Product price must be at most ₹${priceMax.toLocaleString('en-IN')}.`,
    () => {
      const limit = formatNumber(priceMax);
      return msg`Product price must be at most ₹${limit}.`;
    },
  ],
  ['Product price can have at most 2 decimals.', () => msg`Product price can have at most 2 decimals.`],
  ['Location ids must be whole numbers', () => msg`Location ids must be whole numbers`],
  [`Image links must be at most ${linkMax} characters`, () => msg`Image links must be at most ${linkMax} characters`],
  [`Video links must be at most ${linkMax} characters`, () => msg`Video links must be at most ${linkMax} characters`],
  [
    'Image links must be an uploaded file or an http(s) address',
    () => msg`Image links must be an uploaded file or an http(s) address`,
  ],
  [
    'Video links must be an uploaded file or an http(s) address',
    () => msg`Video links must be an uploaded file or an http(s) address`,
  ],
  [`At most ${imagesMax} images per product`, () => msg`At most ${imagesMax} images per product`],
  [`At most ${videosMax} videos per product`, () => msg`At most ${videosMax} videos per product`],
  [`Highlights must be at most ${highlightMax} characters`, () => msg`Highlights must be at most ${highlightMax} characters`],
  [`At most ${highlightsMax} highlights per product`, () => msg`At most ${highlightsMax} highlights per product`],
  [CATEGORY_NAME_REQUIRED, () => msg`Category name is required`],
  [CATEGORY_NAME_TAKEN, () => msg`A category with this name already exists`],
  [
    `Category name must be at most ${categoryNameMax} characters`,
    () => msg`Category name must be at most ${categoryNameMax} characters`,
  ],
  [PRODUCT_DELETED_MESSAGE, () => msg`Product deleted successfully`],
  [IMAGE_DELETED_MESSAGE, () => msg`Image deleted successfully`],
  [IMAGE_REQUIRED_MESSAGE, () => msg`Please select an image file`],
  [IMAGE_TYPE_MESSAGE, () => msg`Only JPEG, PNG, WebP or AVIF images can be uploaded`],
  [IMAGE_TOO_LARGE_MESSAGE, () => msg`The image is larger than 5 MB. Please choose a smaller one.`],
  [RESTOCK_MESSAGE, () => msg`Add a whole number of at least 1`],
]);

/** A text that may be one of the shared schemas' messages, in the language on screen; any other (the server's, already translated) as it is. */
export function sharedText(text: string): string;
export function sharedText(text: string | undefined): string | undefined;
export function sharedText(text: string | undefined) {
  if (text === undefined) return undefined;
  const descriptor = sharedMessages.get(text);
  return descriptor ? i18n._(descriptor()) : text;
}
