// Double-blind reviews: neither side sees the other's review until both wrote or this many
// days passed (docs/reviews.md). Apart from the schemas, so the sentences that state it
// (the API's own summaries included) take it without building a schema.
export const REVIEW_BLIND_DAYS = 14;
