/**
 * Every source in ../shared/evaldata/sales mapped to its market tier (decision 0035), with why.
 * "general": general houses and online auctions that take unselected consignments;
 * "fine-art": curated regional fine-art houses; "international": Christie's, Sotheby's,
 * Phillips and sources made of their sales (the model's "major house" effect). The tier model
 * prices two markets (general and fine-art); the international tier enters, as today, through
 * a recorded artist's share of sales at the majors.
 */
export type HouseTier = "general" | "fine-art" | "international";

export const HOUSE_TIERS: Readonly<Record<string, { tier: HouseTier; why: string }>> = {
  cml_lisbon: { tier: "general", why: "Cabral Moncada's online sales: prints, tiles, ceramics, anonymous works, median EUR 100" },
  veritas_lisbon: {
    tier: "general",
    why: "Lisbon house selling decorative carvings and unattributed school pictures (issue 49: the only general house in the old fit)",
  },
  catawiki_prints_2024: {
    tier: "general",
    why: "Catawiki: an online marketplace's weekly sale, final bids of tens of euros, reserve unknown",
  },
  agraart_warsaw: { tier: "fine-art", why: "Agra-Art: a curated Polish fine-art house (paintings by unrecorded artists near $2,900)" },
  estonia_haus: { tier: "fine-art", why: "Haus Galerii, Tallinn: curated Estonian classical and Soviet-era art" },
  estonia_salong: { tier: "fine-art", why: "Salong, Tallinn: curated fine-art sales" },
  estonia_vaal: { tier: "fine-art", why: "Vaal, Tallinn: gallery auctions of Estonian art" },
  estonia_allee: { tier: "fine-art", why: "Allee, Tallinn: gallery auctions" },
  estonia_vernissage: { tier: "fine-art", why: "Vernissage, Tallinn: gallery auctions" },
  bonhams_skinner_2023: { tier: "fine-art", why: "Bonhams Skinner 'American Art': a curated regional sale of minor artists" },
  bonhams_online_2021: { tier: "fine-art", why: "Bonhams' online-only sales are still Bonhams-vetted consignments (median $2,874)" },
  arthena: { tier: "international", why: "Warhol and LeWitt at Christie's, Sotheby's, Phillips" },
  askart_hk_christies: { tier: "international", why: "Christie's Hong Kong" },
  askart_hk_sothebys: { tier: "international", why: "Sotheby's Hong Kong" },
  askart_newyork: { tier: "international", why: "AskArt New York: Christie's, Sotheby's, Phillips and Bonhams for 90%+ of lots" },
  askart_paris: { tier: "international", why: "prices unusable (leading digit lost); never fitted or measured" },
  askart_london: { tier: "international", why: "prices unusable (leading digit lost); never fitted or measured" },
  picasso_multi_house_ket0825: { tier: "international", why: "Picasso at Christie's, Sotheby's, Phillips" },
  sothebys_sale_pages_2020_2021: { tier: "international", why: "Sotheby's contemporary day and evening sales" },
  sothebys_christies_ventositwaitang: { tier: "international", why: "Monet and Picasso at Christie's and Sotheby's" },
  multi_house_artnet_style_awrubes: {
    tier: "international",
    why: "ten well-known artists, 90 of 98 lots at Christie's, Sotheby's, Phillips, Artcurial, Lempertz",
  },
};

export function tierOfHouse(source: string): HouseTier {
  const t = HOUSE_TIERS[source]?.tier;
  if (!t) throw new Error(`No market tier for source "${source}": add it to HOUSE_TIERS`);
  return t;
}
