// Typed errors of the admin module's rules (subclasses of AppError) are declared here.
export {};
