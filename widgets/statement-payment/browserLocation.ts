/**
 * Leaving the portal for the payment page. One object, so that tests and stories replace `assign`
 * (vi.spyOn) instead of jsdom trying to navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
