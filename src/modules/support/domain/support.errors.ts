// Typed errors of the support module's rules (subclasses of AppError) are declared here.
export {};
