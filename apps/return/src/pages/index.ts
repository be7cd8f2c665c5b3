import type { ComponentType } from 'react';

/** Page modules of this remote, each loaded as its own chunk on first visit. */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  ReturnList: () => import('./ReturnList'),
  ReturnApplication: () => import('./ReturnApplication'),
  ReturnDetail: () => import('./ReturnDetail'),
  ReturnSatisfaction: () => import('./ReturnSatisfaction'),
};
