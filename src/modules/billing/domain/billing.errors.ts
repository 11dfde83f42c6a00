// Typed errors of the billing module's rules (subclasses of AppError) are declared here.
export {};
