/** The emergency page's lists; copy under emergency.steps.{id} and emergency.issues.{id}. */
export const responseSteps = ['contact', 'response', 'resolution', 'followUp'] as const;
export const emergencyIssues = ['outage', 'breach', 'dataLoss', 'payments'] as const;
export const nonEmergencyIssues = ['password', 'feature', 'billing', 'slowness'] as const;
