/**
 * The e2e server's overdue hold (issue 56 §4: OVERDUE_HOLD_DAYS), in days. Far beyond the demo's oldest instalment
 * (its documents span 1,095 days), so no demo customer is held and every other test sends its orders as before;
 * overdue-hold.spec.ts imports a customer of its own with an instalment overdue longer than this.
 */
export const E2E_OVERDUE_HOLD_DAYS = 1500;
