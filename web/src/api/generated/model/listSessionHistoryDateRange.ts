/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ListSessionHistoryDateRange = typeof ListSessionHistoryDateRange[keyof typeof ListSessionHistoryDateRange];


export const ListSessionHistoryDateRange = {
  all: 'all',
  '7d': '7d',
  '30d': '30d',
  '90d': '90d',
} as const;
