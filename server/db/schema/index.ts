// Every table, one file per area; drizzle-kit reads this folder to generate migrations.
export * from "./users";
export * from "./credits";
export * from "./jobs";
export * from "./appraisals";
export * from "./admin-audit";
export * from "./ar-previews";
export * from "./comparable-sales";
export * from "./style-analyses";
export * from "./shared-state";
export * from "./admin-roles";
export * from "./third-party-emails";
