/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-27",
  "network": "MobileNetV2 and MobileNetV2 1.4 (weights shipped in the nsfwjs 4.x npm package, MIT licence), pooled layer statistics, one logistic-regression head per network, averaged",
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
    "top1": 0.5316,
    "top3": 0.7975,
    "ece": 0.0159,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.1417,
    "top3": 0.313
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.659,
      "top3": 0.9026
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.4121,
      "top3": 0.7152
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.5486,
      "top3": 0.8486
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.7003,
      "top3": 0.8766
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.3857,
      "top3": 0.7
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5455,
      "top3": 0.8515
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.6124,
      "top3": 0.8501
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.4012,
      "top3": 0.7416
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5532,
      "top3": 0.8267
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.3889,
      "top3": 0.7
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
      "top1": 0.4034,
      "top3": 0.605
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6333,
      "top3": 0.9056
    },
    {
      "style": "Romanticism",
      "n": 350,
      "top1": 0.5057,
      "top3": 0.78
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.15,
      "top3": 0.4833
    },
    {
      "style": "Symbolism",
      "n": 330,
      "top1": 0.3606,
      "top3": 0.6758
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.8201,
      "top3": 0.9116
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.656,
      "top3": 0.836,
      "sourceHeldOutTop1": 0.54,
      "sourceHeldOutTop3": 0.74
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.4211,
      "top3": 0.7354,
      "sourceHeldOutTop1": 0.0122,
      "sourceHeldOutTop3": 0.0721
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.6047,
      "top3": 0.8616,
      "sourceHeldOutTop1": 0.1189,
      "sourceHeldOutTop3": 0.3441
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.396,
      "top3": 0.6254,
      "sourceHeldOutTop1": 0.3284,
      "sourceHeldOutTop3": 0.5099
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.687,
      "top3": 0.9217,
      "sourceHeldOutTop1": 0.4783,
      "sourceHeldOutTop3": 0.7043
    }
  ],
  "temperature": 1.15,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.5026,
    "top1": 0.7079
  },
  "uncertain": {
    "share": 0.4974,
    "top1": 0.3534,
    "top3": 0.7009
  }
};
