/** Who the staff members are: their e-mail for the audit log. */
export interface StaffDirectory {
  /** The e-mail of the account, or null when it no longer exists. */
  emailOf(userId: string): Promise<string | null>;
}
