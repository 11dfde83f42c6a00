// Typed errors of the polishing module's rules (subclasses of AppError) are declared here.
export {};
