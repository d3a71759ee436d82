import { z } from 'zod/mini';

/** SPEC §5 product form rules, word for word: the editor shows these and so does the server's 400. */
export const productFormMessages = {
  name: 'Product name must be at least 2 characters.',
  description: 'Product description must be at least 10 characters.',
  price: 'Product price must be a positive number.',
  categories: 'Product category must be at least 1 Object.',
  images: 'Product images must be at least 1 characters.',
  videos: 'Video links must be at least 1 characters.',
} as const;

export const productLimits = {
  nameMax: 120,
  descriptionMax: 2000,
  /** ₹1 crore; keeps every price inside a 32-bit count of paise. */
  priceMax: 10_000_000,
  imagesMax: 20,
  videosMax: 10,
  highlightsMax: 10,
  highlightMax: 120,
  linkMax: 2048,
  categoriesMax: 20,
  locationsMax: 50,
} as const;

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_NAME_REQUIRED = 'Category name is required';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully';
export const IMAGE_DELETED_MESSAGE = 'Image deleted successfully';
export const IMAGE_REQUIRED_MESSAGE = 'Please select an image file';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, WebP or AVIF images can be uploaded';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB. Please choose a smaller one.';

export const addCategoryBodySchema = z.object({
  name: z.pipe(
    z.pipe(
      z.string({ error: CATEGORY_NAME_REQUIRED }).check(z.trim()),
      z.transform((name) => name.replace(/\s+/g, ' ')),
    ),
    z
      .string()
      .check(
        z.minLength(1, CATEGORY_NAME_REQUIRED),
        z.maxLength(CATEGORY_NAME_MAX, `Category name must be at most ${CATEGORY_NAME_MAX} characters`),
      ),
  ),
});
export type AddCategoryBody = z.infer<typeof addCategoryBodySchema>;

/** An uploaded file under /uploads/, or an http(s) address; never javascript: or data: links. */
const isLink = (value: string) => (value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\/[^\s/]+/i.test(value));

const linkList = (message: string, max: number, label: string) =>
  z
    .array(
      z
        .string({ error: message })
        .check(
          z.trim(),
          z.minLength(1, message),
          z.maxLength(productLimits.linkMax, `${label} links must be at most ${productLimits.linkMax} characters`),
          z.refine(isLink, `${label} links must be an uploaded file or an http(s) address`),
        ),
      { error: message },
    )
    .check(z.maxLength(max, `At most ${max} ${label.toLowerCase()}s per product`));

const highlightList = z.pipe(
  z.pipe(
    z.array(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(productLimits.highlightMax, `Highlights must be at most ${productLimits.highlightMax} characters`),
        ),
    ),
    z.transform((lines) => lines.filter((line) => line.length > 0)),
  ),
  z
    .array(z.string())
    .check(z.maxLength(productLimits.highlightsMax, `At most ${productLimits.highlightsMax} highlights per product`)),
);

const idList = (message: string, max: number) =>
  z.pipe(
    z
      .array(z.number({ error: message }).check(z.int(message), z.positive(message), z.lte(2_147_483_647)), { error: message })
      .check(z.maxLength(max)),
    z.transform((ids) => [...new Set(ids)]),
  );

/**
 * The editor's payload (SPEC §7: categories and locations as lists of ids). `locations` is the set of
 * airports the product is offered at: each gets a stock row (new ones start at 0), and airports left
 * out are hidden rather than deleted. Blank highlight lines are dropped; `highLight` is the old
 * client's name for `highlights`. An `id`, `createdAt` or `updatedAt` sent along is ignored.
 * The optional fields (locations, videos, highlights, showToConsumer) default to none, none, none
 * and true on create; left out of an update, they keep their current values.
 */
export const productBodySchema = z.pipe(
  z.object({
    name: z
      .string({ error: productFormMessages.name })
      .check(
        z.trim(),
        z.minLength(2, productFormMessages.name),
        z.maxLength(productLimits.nameMax, `Product name must be at most ${productLimits.nameMax} characters.`),
      ),
    description: z
      .string({ error: productFormMessages.description })
      .check(
        z.trim(),
        z.minLength(10, productFormMessages.description),
        z.maxLength(
          productLimits.descriptionMax,
          `Product description must be at most ${productLimits.descriptionMax} characters.`,
        ),
      ),
    /** Rupees, at most 2 decimals; kept as integer paise. */
    price: z.number({ error: productFormMessages.price }).check(
      z.gte(0, productFormMessages.price),
      z.lte(productLimits.priceMax, `Product price must be at most ₹${productLimits.priceMax.toLocaleString('en-IN')}.`),
      z.refine(
        (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
        'Product price can have at most 2 decimals.',
      ),
    ),
    categories: idList(productFormMessages.categories, productLimits.categoriesMax).check(
      z.refine((ids) => ids.length >= 1, productFormMessages.categories),
    ),
    locations: z.optional(idList('Location ids must be whole numbers', productLimits.locationsMax)),
    images: linkList(productFormMessages.images, productLimits.imagesMax, 'Image').check(
      z.refine((links) => links.length >= 1, productFormMessages.images),
    ),
    videos: z.optional(linkList(productFormMessages.videos, productLimits.videosMax, 'Video')),
    highlights: z.optional(highlightList),
    highLight: z.optional(highlightList),
    showToConsumer: z.optional(z.boolean()),
  }),
  z.transform(({ highlights, highLight, ...rest }) => ({ ...rest, highlights: highlights ?? highLight })),
);
export type ProductBody = z.output<typeof productBodySchema>;
export type ProductBodyInput = z.input<typeof productBodySchema>;

export const productVisibilityBodySchema = z.object({ showToConsumer: z.boolean() });

/** What the image upload answers (the old client read text; JSON carries both sizes). */
export const uploadedImageSchema = z.object({
  /** The 1200 px WebP the cards and the gallery show. */
  url: z.string(),
  /** A 400 px WebP for thumbnails. */
  thumbnailUrl: z.string(),
  /** The last path segment of url; what DELETE /upload/image?fileName= takes. */
  fileName: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const deleteImageQuerySchema = z.object({ fileName: z.string({ error: 'fileName is required' }).check(z.maxLength(200)) });
