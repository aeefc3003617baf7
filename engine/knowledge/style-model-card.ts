/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-23",
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
    "top1": 0.4833,
    "top3": 0.7674,
    "ece": 0.0169,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.1372,
    "top3": 0.3218
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.6205,
      "top3": 0.8615
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.3152,
      "top3": 0.6303
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.5229,
      "top3": 0.8314
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.6448,
      "top3": 0.869
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.3371,
      "top3": 0.6714
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5212,
      "top3": 0.8424
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.5607,
      "top3": 0.8217
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.3343,
      "top3": 0.7234
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.4954,
      "top3": 0.7933
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.3556,
      "top3": 0.6639
    },
    {
      "style": "Realism",
      "n": 16,
      "top1": 0,
      "top3": 0.0625
    },
    {
      "style": "Renaissance",
      "n": 119,
      "top1": 0.2605,
      "top3": 0.5714
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6306,
      "top3": 0.875
    },
    {
      "style": "Romanticism",
      "n": 350,
      "top1": 0.4229,
      "top3": 0.7486
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.1833,
      "top3": 0.4333
    },
    {
      "style": "Symbolism",
      "n": 330,
      "top1": 0.3121,
      "top3": 0.6394
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.7896,
      "top3": 0.8933
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.572,
      "top3": 0.816,
      "sourceHeldOutTop1": 0.428,
      "sourceHeldOutTop3": 0.712
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.3503,
      "top3": 0.6864,
      "sourceHeldOutTop1": 0.015,
      "sourceHeldOutTop3": 0.1088
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.5673,
      "top3": 0.8388,
      "sourceHeldOutTop1": 0.1257,
      "sourceHeldOutTop3": 0.3485
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.3581,
      "top3": 0.5974,
      "sourceHeldOutTop1": 0.3086,
      "sourceHeldOutTop3": 0.495
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6957,
      "top3": 0.9304,
      "sourceHeldOutTop1": 0.4348,
      "sourceHeldOutTop3": 0.6609
    }
  ],
  "temperature": 1.25,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.4151,
    "top1": 0.6858
  },
  "uncertain": {
    "share": 0.5849,
    "top1": 0.3396,
    "top3": 0.6878
  }
};
