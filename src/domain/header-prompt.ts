/** Whether the header shows the 'Want personalized help?' sign-in prompt. */
import type { CustomerType } from './services.ts';

export interface HeaderPromptInput {
  authenticated: boolean;
  customerType: CustomerType;
  subTopicPage: boolean;
  recognised: boolean;
  serviceName: string;
}

/** Hidden for signed-in and business visitors, on sub-topic pages, and when recognised on wireless. */
export function showsPersonalizedHelpPrompt(input: HeaderPromptInput): boolean {
  if (input.authenticated) return false;
  if (input.customerType !== 'consumer') return false;
  if (input.subTopicPage) return false;
  return !(input.recognised && input.serviceName === 'wireless');
}
