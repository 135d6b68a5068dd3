import type { TSupportQuery } from './api';

export const supportKeys = {
  all: ['support'] as const,
  mine: (q: TSupportQuery) => ['support', 'mine', q] as const,
  roadmap: () => ['support', 'roadmap'] as const,
  admin: (q: TSupportQuery) => ['support', 'admin', q] as const,
};
