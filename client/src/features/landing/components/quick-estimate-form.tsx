import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { ImagePlus, Loader2 } from "lucide-react";
import {
  QUICK_ESTIMATE_BOUGHT_AT,
  QUICK_ESTIMATE_CONDITIONS,
  QUICK_ESTIMATE_MEDIA,
  QUICK_ESTIMATE_STYLES,
  type QuickEstimateBoughtAt,
  type QuickEstimateCondition,
  type QuickEstimateMedium,
  type QuickEstimateStyle,
} from "@engine/submission";
import { normaliseDimension } from "@engine/valuation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { toast } from "@/components/ui/use-toast";
import { useObjectUrl } from "@/lib/use-object-url";
import type { ArtworkAnalysis } from "@engine/analysis";
import type { ArtworkCorners } from "@contracts/artwork-corners";
import { ArtworkOutlineAsk } from "@/components/artwork-outline-ask";
import { usePhotoOutline } from "@/lib/photo-outline/use-photo-outline";
import { analyseImageFile } from "../analyse-image-file";

export interface QuickEstimateValues {
  style: QuickEstimateStyle;
  medium: QuickEstimateMedium;
  condition: QuickEstimateCondition;
  /** Where it was bought: the market such pieces sell in again (decision 0035). */
  boughtAt: QuickEstimateBoughtAt;
  age: number;
  width: number;
  height: number;
  artist: string;
  hasImage: boolean;
}

interface QuickEstimateFormProps {
  values: QuickEstimateValues;
  isCalculating: boolean;
  onChange: (values: QuickEstimateValues) => void;
  onSubmit: () => void;
}

/** The Estimate tab's form; an uploaded image is analysed in the browser to fill style and medium. */
export function QuickEstimateForm({ values, isCalculating, onChange, onSubmit }: QuickEstimateFormProps) {
  const id = useId();
  const [photo, setPhoto] = useState<File>();
  const photoUrl = useObjectUrl(photo);
  const [isAnalysing, setIsAnalysing] = useState(false);
  // Issue 50: no artwork found in the photo; the owner is asked "Is this it?" with the outline editor.
  const [unsure, setUnsure] = useState<ArtworkAnalysis | null>(null);
  const [corners, setCorners] = useState<ArtworkCorners | null>(null);
  const found = usePhotoOutline(unsure ? (photo ?? null) : null);
  const set = <K extends keyof QuickEstimateValues>(key: K, value: QuickEstimateValues[K]) => onChange({ ...values, [key]: value });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file || !file.type.startsWith("image/")) return;
    setPhoto(file);
    setUnsure(null);
    setCorners(null);
    setIsAnalysing(true);
    try {
      const analysis = await analyseImageFile(file);
      if (!analysis.presence.isArtwork) {
        // Not counted as an image until the owner says where the work is in it.
        onChange({ ...values, hasImage: false });
        setUnsure(analysis);
        return;
      }
      onChange({ ...values, hasImage: true, style: analysis.prediction.quickEstimateStyle, medium: analysis.suggestedMedium });
      toast({ title: "Image Analyzed", description: "We've detected some basic attributes. Adjust if needed for better accuracy." });
    } catch {
      // An image the browser cannot decode still counts as provided; the user picks style and medium.
      onChange({ ...values, hasImage: true });
    } finally {
      setIsAnalysing(false);
    }
  }

  /**
   * The owner says the outline shown is the work: the photo counts, and what is inside their outline
   * is analysed again (method "owner": never refused) to fill style and medium from the artwork alone.
   */
  async function handleOutlineConfirm(confirmed: ArtworkCorners) {
    if (!unsure || !photo) return;
    setCorners(confirmed);
    setIsAnalysing(true);
    try {
      const analysis = await analyseImageFile(photo, confirmed);
      onChange({ ...values, hasImage: true, style: analysis.prediction.quickEstimateStyle, medium: analysis.suggestedMedium });
      toast({ title: "Image Analyzed", description: "We read the artwork inside your outline. Adjust style and medium if needed." });
    } catch {
      // The outline is the owner's word: the photo still counts; they pick style and medium.
      onChange({ ...values, hasImage: true });
    } finally {
      setUnsure(null);
      setIsAnalysing(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={`${id}-image`}>Artwork image (optional)</Label>
        <label
          htmlFor={`${id}-image`}
          className="flex cursor-pointer items-center gap-3 rounded-md border border-dashed px-4 py-3 text-sm text-muted-foreground hover:border-primary/60 focus-within:ring-2 focus-within:ring-ring"
        >
          {photo && photoUrl ? (
            // The photo itself, so the user sees which one was read (a file name says little on a phone).
            <span className="relative size-14 shrink-0 overflow-hidden rounded border bg-muted">
              <img src={photoUrl} alt={`Uploaded artwork: ${photo.name}`} className="size-full object-cover" />
              {isAnalysing && (
                <span className="absolute inset-0 grid place-items-center bg-background/60">
                  <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
                </span>
              )}
            </span>
          ) : isAnalysing ? (
            <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-5 text-primary" aria-hidden="true" />
          )}
          <span className="min-w-0 truncate">
            {isAnalysing ? "Analyzing image..." : (photo?.name ?? "Upload a photo: an image improves the accuracy of your estimate")}
          </span>
        </label>
        <input id={`${id}-image`} type="file" accept="image/*" className="sr-only" onChange={handleFile} />
        {unsure && photo && photoUrl ? (
          <ArtworkOutlineAsk
            imageUrl={photoUrl}
            imageAlt={`Whole photo with the artwork's outline: ${photo.name}`}
            found={found}
            corners={corners}
            onCornersChange={setCorners}
            onConfirm={(confirmed) => void handleOutlineConfirm(confirmed)}
            disabled={isAnalysing}
          />
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          id={`${id}-style`}
          label="Art Style"
          value={values.style}
          options={QUICK_ESTIMATE_STYLES}
          onChange={(v) => set("style", v)}
        />
        <ChoiceField
          id={`${id}-medium`}
          label="Medium"
          value={values.medium}
          options={QUICK_ESTIMATE_MEDIA}
          onChange={(v) => set("medium", v)}
        />
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label id={`${id}-age-label`}>Age</Label>
          <span className="text-sm text-muted-foreground">
            {values.age} {values.age === 1 ? "year" : "years"}
          </span>
        </div>
        <Slider min={1} max={200} step={1} value={[values.age]} onValueChange={([age]) => set("age", age ?? 1)} aria-label="Age in years" />
      </div>

      <ChoiceField
        id={`${id}-condition`}
        label="Condition"
        value={values.condition}
        options={QUICK_ESTIMATE_CONDITIONS}
        onChange={(v) => set("condition", v)}
      />

      <ChoiceField
        id={`${id}-bought-at`}
        label="Where it was bought"
        value={values.boughtAt}
        options={QUICK_ESTIMATE_BOUGHT_AT}
        onChange={(v) => set("boughtAt", v)}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Dimensions (inches)</legend>
        <div className="flex items-center gap-2">
          <DimensionInput label="Width" value={values.width} onChange={(v) => set("width", v)} />
          <span aria-hidden="true" className="text-muted-foreground">
            x
          </span>
          <DimensionInput label="Height" value={values.height} onChange={(v) => set("height", v)} />
        </div>
        <p className="text-xs text-muted-foreground">{(values.width * values.height).toLocaleString("en-US")} square inches</p>
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor={`${id}-artist`}>Artist (optional)</Label>
        <Input id={`${id}-artist`} value={values.artist} placeholder="e.g. Claude Monet" onChange={(e) => set("artist", e.target.value)} />
      </div>

      {/* data-toast-avoid (toast-placement.ts): the toasts this form raises ("Image Analyzed") keep clear of the button they lead to. */}
      <Button type="submit" className="w-full" disabled={isCalculating} data-toast-avoid="">
        {isCalculating ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Calculating...
          </>
        ) : (
          "Get Instant Estimate"
        )}
      </Button>
    </form>
  );
}

function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function DimensionInput({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow resets from outside (New Estimate keeps values, but a parent may replace them).
  if (shown !== value && normaliseDimension(text) !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      aria-label={`${label} in inches`}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = normaliseDimension(e.target.value);
        setShown(next);
        onChange(next);
      }}
      onBlur={() => setText(String(normaliseDimension(text)))}
    />
  );
}
