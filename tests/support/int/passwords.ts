/** Passwords for the seeded demo accounts in the throwaway test databases (never used elsewhere). */
export const TEST_PASSWORDS = { owner: 'test-owner-password-1', staff: 'test-staff-password-1' }
