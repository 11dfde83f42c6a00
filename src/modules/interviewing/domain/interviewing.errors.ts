// Typed errors of the interviewing module's rules (subclasses of AppError) are declared here.
export {};
