// The operations module has no rules of its own that can fail; it reports on the others.
export {};
