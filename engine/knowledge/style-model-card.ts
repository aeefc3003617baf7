/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-26",
  "network": "MobileNetV2 (weights shipped in the nsfwjs 4.x npm package, MIT licence), pooled mid-layer features, logistic-regression head",
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
    "top1": 0.4991,
    "top3": 0.7711,
    "ece": 0.0148,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.1333,
    "top3": 0.314
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.6282,
      "top3": 0.8487
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.3758,
      "top3": 0.6667
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.5229,
      "top3": 0.8286
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.6474,
      "top3": 0.8741
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.34,
      "top3": 0.6743
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5455,
      "top3": 0.8242
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.5762,
      "top3": 0.8269
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.3404,
      "top3": 0.7021
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5289,
      "top3": 0.8024
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.3778,
      "top3": 0.6667
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
      "top1": 0.3277,
      "top3": 0.5798
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6111,
      "top3": 0.8889
    },
    {
      "style": "Romanticism",
      "n": 350,
      "top1": 0.4571,
      "top3": 0.7486
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.1833,
      "top3": 0.4667
    },
    {
      "style": "Symbolism",
      "n": 330,
      "top1": 0.3152,
      "top3": 0.6606
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.811,
      "top3": 0.9024
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.604,
      "top3": 0.824,
      "sourceHeldOutTop1": 0.436,
      "sourceHeldOutTop3": 0.716
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.3789,
      "top3": 0.7,
      "sourceHeldOutTop1": 0.0129,
      "sourceHeldOutTop3": 0.0898
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.5774,
      "top3": 0.8366,
      "sourceHeldOutTop1": 0.1152,
      "sourceHeldOutTop3": 0.3411
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.3647,
      "top3": 0.6007,
      "sourceHeldOutTop1": 0.3218,
      "sourceHeldOutTop3": 0.5017
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6957,
      "top3": 0.9391,
      "sourceHeldOutTop1": 0.4435,
      "sourceHeldOutTop3": 0.687
    }
  ],
  "temperature": 1.25,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.4414,
    "top1": 0.686
  },
  "uncertain": {
    "share": 0.5586,
    "top1": 0.3514,
    "top3": 0.6864
  }
};
