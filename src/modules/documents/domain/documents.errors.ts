// Typed errors of the documents module's rules (subclasses of AppError) are declared here.
export {};
