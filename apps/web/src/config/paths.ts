/** Every route of the app (SPEC §2). Parameterised routes carry the router pattern and a link builder. */
export const paths = {
  root: '/',
  login: '/login',
  aboutUs: '/aboutus',
  contact: '/aboutus#contact',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  refundPolicy: '/refund-policy',

  admin: {
    dashboard: '/admin-dashboard',
    stocks: '/stocks',
    stockCategory: { path: '/stocks/:categoryId', href: (categoryId: number) => `/stocks/${categoryId}` },
    newProduct: {
      path: '/stocks/:categoryId/products/new',
      href: (categoryId: number) => `/stocks/${categoryId}/products/new`,
    },
    editProduct: {
      path: '/stocks/:categoryId/products/:productId',
      href: (categoryId: number, productId: number) => `/stocks/${categoryId}/products/${productId}`,
    },
    stockAnalytics: '/stock-analytics',
    counters: '/counters',
  },

  staff: { dashboard: '/staff-dashboard' },

  user: {
    root: '/user',
    shopping: '/user/shopping',
    category: { path: '/user/shopping/:categoryId', href: (categoryId: number) => `/user/shopping/${categoryId}` },
    product: {
      path: '/user/shopping/view-product/:productId',
      href: (productId: number) => `/user/shopping/view-product/${productId}`,
    },
    checkout: '/user/checkout',
    profileEdit: '/user/profile/edit',
    cart: '/user/cart',
    orderHistory: '/user/order-history',
    orderConfirmation: {
      path: '/user/orders/:orderId/confirmed',
      href: (orderId: number) => `/user/orders/${orderId}/confirmed`,
    },
    notifications: '/user/notifications',
    wishlist: '/user/wishlist',
    settings: '/user/settings',
    deliveryPoints: '/user/map',
    terms: '/user/terms',
  },

  trackOrder: { root: '/track-order', path: '/track-order/:orderId', href: (orderId: number) => `/track-order/${orderId}` },
} as const;

/** Shopping opens on the first category (SPEC §9). */
export const DEFAULT_CATEGORY_ID = 1;
