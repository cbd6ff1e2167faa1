/**
 * Shop brands whose look-alike domains (`arnazon`, `paypa1`, `walmart-outlet`) are a classic lure. The registrable
 * label of a shop's domain is compared with these; the brand's own domains (any public suffix) are not look-alikes.
 * A small, hand-picked list of large retailers, marketplaces and payment brands in guidekit's markets (US, EU, CA, AU);
 * extend it per deployment.
 */
export const WELL_KNOWN_SHOP_BRANDS: readonly string[] = [
  'amazon', 'walmart', 'target', 'bestbuy', 'costco', 'ebay', 'etsy', 'apple', 'samsung', 'nike', 'adidas', 'ikea', 'homedepot',
  'lowes', 'wayfair', 'macys', 'kohls', 'sephora', 'zara', 'shein', 'temu', 'aliexpress', 'alibaba', 'paypal', 'shopify',
  'zalando', 'argos', 'tesco', 'jbhifi', 'kmart', 'bunnings', 'canadiantire', 'loblaws', 'decathlon', 'lego', 'microsoft',
];

/** Characters scammers swap for look-alikes, folded back before comparing labels. */
export const HOMOGLYPHS: readonly (readonly [string, string])[] = [
  ['rn', 'm'], ['vv', 'w'], ['0', 'o'], ['1', 'l'], ['3', 'e'], ['5', 's'], ['4', 'a'], ['7', 't'], ['8', 'b'], ['9', 'g'],
];
