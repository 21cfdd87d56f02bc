/**
 * How long a job may stay active before the queue takes it as lost (its process died during it) and
 * tries it again (JOB_EXPIRY_SECONDS). Longer than any real job: the confirmation mail of a purchase
 * of 100 policies took 7–12 s on a busy 2-core machine (about 0.1 s a certificate), and the mail
 * adapter gives up on a silent SMTP server within about a minute (server/adapters/mail).
 */
export const SCADENZA_SECONDI = 10 * 60;

/** The wait before a failed job's first retry (JOB_RETRY_DELAY_SECONDS); each later one doubles it. */
export const ATTESA_RIPROVA_SECONDI = 30;
