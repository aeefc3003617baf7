/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-27",
  "network": "MobileNetV2 and InceptionV3 (weights shipped in the nsfwjs 4.x npm package, MIT licence), pooled layer statistics, one logistic-regression head per network, averaged",
  "styles": [
    "Abstract",
    "Art Nouveau",
    "Baroque",
    "Cubism",
    "Expressionism",
    "Fauvism",
    "Impressionism",
    "Naive Art",
    "Pop Art",
    "Post-Impressionism",
    "Realism",
    "Renaissance",
    "Rococo",
    "Romanticism",
    "Surrealism",
    "Symbolism",
    "Ukiyo-e"
  ],
  "images": 5115,
  "artistGroups": 831,
  "artistHeldOut": {
    "n": 5115,
    "top1": 0.5224,
    "top3": 0.7949,
    "ece": 0.011,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.1318,
    "top3": 0.3011
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.6154,
      "top3": 0.8718
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.4152,
      "top3": 0.7
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.5543,
      "top3": 0.8514
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.6751,
      "top3": 0.8841
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.3686,
      "top3": 0.6943
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5636,
      "top3": 0.8485
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.6331,
      "top3": 0.8605
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.3556,
      "top3": 0.7416
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5441,
      "top3": 0.8419
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.3806,
      "top3": 0.6806
    },
    {
      "style": "Realism",
      "n": 16,
      "top1": 0,
      "top3": 0
    },
    {
      "style": "Renaissance",
      "n": 119,
      "top1": 0.3529,
      "top3": 0.5882
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6333,
      "top3": 0.9028
    },
    {
      "style": "Romanticism",
      "n": 350,
      "top1": 0.4829,
      "top3": 0.7657
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.25,
      "top3": 0.5
    },
    {
      "style": "Symbolism",
      "n": 330,
      "top1": 0.3364,
      "top3": 0.7
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.8384,
      "top3": 0.9146
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.656,
      "top3": 0.852,
      "sourceHeldOutTop1": 0.492,
      "sourceHeldOutTop3": 0.756
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.4054,
      "top3": 0.7306,
      "sourceHeldOutTop1": 0.0082,
      "sourceHeldOutTop3": 0.0728
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.5954,
      "top3": 0.862,
      "sourceHeldOutTop1": 0.1118,
      "sourceHeldOutTop3": 0.3231
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.3894,
      "top3": 0.6007,
      "sourceHeldOutTop1": 0.3185,
      "sourceHeldOutTop3": 0.4917
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.7304,
      "top3": 0.9565,
      "sourceHeldOutTop1": 0.4087,
      "sourceHeldOutTop3": 0.713
    }
  ],
  "temperature": 1.1,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.4692,
    "top1": 0.7029
  },
  "uncertain": {
    "share": 0.5308,
    "top1": 0.3628,
    "top3": 0.7079
  }
};
