/** Public contact details, shown in the footer, the about page and the legal texts. */
export const site = {
  name: 'Arrival Shop',
  supportEmail: 'support@arrivalshop.in',
  ordersEmail: 'orders@arrivalshop.in',
  phone: '+91 484 261 0000',
  phoneHref: 'tel:+914842610000',
} as const;
