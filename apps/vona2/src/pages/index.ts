import type { ComponentType } from 'react';

/** Page modules of this remote, each loaded as its own chunk on first visit. */
export const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  BrandList: () => import('./BrandList'),
  CategoryListing: () => import('./CategoryListing'),
  MakerListing: () => import('./MakerListing'),
  SearchResult: () => import('./SearchResult'),
  SeriesDetail: () => import('./SeriesDetail'),
  SeriesReview: () => import('./SeriesReview'),
  TechView: () => import('./TechView'),
};
