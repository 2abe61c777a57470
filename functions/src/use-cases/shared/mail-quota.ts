/** A daily allowance of mails per address; false once it is used up (counted either way). */
export interface MailQuota {
  take(email: string): Promise<boolean>;
}
