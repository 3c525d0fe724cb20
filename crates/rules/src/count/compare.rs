//! Comparing counts: territory, area and fill-in results of one finished position side
//! by side, with the reasons they differ (prisoners, seki, compensation). Skeleton,
//! filled by issue 7.
