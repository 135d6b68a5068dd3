// Every module's Drizzle tables, gathered for the query builder and for drizzle-kit.
export const schema = {};
