/**
 * Which states make up each of the trend map's nine regions (secondary spec: region market
 * data). The spec names the regions, not their borders; this grouping follows the usual
 * reading of each name, with the Mountain states given to the neighbour they trade with
 * most (Nevada, Utah, Colorado to the Southwest; Idaho, Montana, Wyoming to the Pacific
 * Northwest). scripts/market/generate-us-regions.ts draws the map from it and refuses a state
 * left out or counted twice.
 */
export const MAP_REGION_STATES = {
  northeast: ["Maine", "New Hampshire", "Vermont", "Massachusetts", "Rhode Island", "Connecticut", "New York"],
  "mid-atlantic": ["New Jersey", "Pennsylvania", "Delaware", "Maryland", "District of Columbia", "Virginia", "West Virginia"],
  southeast: [
    "North Carolina",
    "South Carolina",
    "Georgia",
    "Florida",
    "Alabama",
    "Mississippi",
    "Tennessee",
    "Kentucky",
    "Arkansas",
    "Louisiana",
  ],
  midwest: [
    "Ohio",
    "Michigan",
    "Indiana",
    "Illinois",
    "Wisconsin",
    "Minnesota",
    "Iowa",
    "Missouri",
    "North Dakota",
    "South Dakota",
    "Nebraska",
    "Kansas",
  ],
  southwest: ["Texas", "Oklahoma", "New Mexico", "Arizona", "Colorado", "Utah", "Nevada"],
  "west-coast": ["California"],
  "pacific-northwest": ["Washington", "Oregon", "Idaho", "Montana", "Wyoming"],
  hawaii: ["Hawaii"],
  alaska: ["Alaska"],
} as const satisfies Record<string, readonly string[]>;

export type MapRegionId = keyof typeof MAP_REGION_STATES;
