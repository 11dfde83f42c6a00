// Typed errors of the identity module's rules (subclasses of AppError) are declared here.
export {};
