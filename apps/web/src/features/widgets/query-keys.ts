// Every query key of the widgets feature, invalidated through `all`.
export const widgetKeys = {
  all: ['widgets'] as const,
  newsletterConfirmation: (token: string) => [...widgetKeys.all, 'newsletter-confirmation', token] as const,
};
