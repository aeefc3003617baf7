import { useId, type ReactNode } from "react";
import { Settings } from "lucide-react";
import {
  AR_POSITION,
  AR_ROTATION,
  AR_SHADOW_BLUR,
  AR_SHADOW_OPACITY,
  AR_SIZE,
  AR_WALL_COLORS,
  AR_DIMENSION_CM,
} from "@contracts/ar-previews";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { widthCmForSize } from "../lib/calibration";
import type { ArSettings, ArSettingsAction } from "../lib/settings";

interface SettingsPopoverProps {
  settings: ArSettings;
  dispatch: (action: ArSettingsAction) => void;
  /** The artwork's height over width (its dimensions', else its image's), for the real height the size stands for. */
  artworkAspect: number;
}

function SliderRow({ label, value, valueText, children }: { label: string; value: string; valueText?: string; children: () => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="tabular-nums text-muted-foreground">
          {value}
          {valueText && <span className="block text-right text-xs">{valueText}</span>}
        </span>
      </div>
      {children()}
    </div>
  );
}

function SwitchRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** The floating settings popover: Size, Position and Effects tabs with the spec's ranges. */
export function SettingsPopover({ settings, dispatch, artworkAspect }: SettingsPopoverProps) {
  const widthId = useId();
  const heightId = useId();
  const trueWidth = settings.calibration
    ? widthCmForSize({ size: settings.size, pxPerCm: settings.calibration.pxPerCm, photoWidth: settings.calibration.photoWidth })
    : null;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          size="icon"
          variant="secondary"
          data-scene-control
          aria-label="Settings"
          className="absolute bottom-3 right-3 rounded-full shadow-lg"
        >
          <Settings aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        side="top"
        align="end"
        // Clear of the sticky site header (4rem): on a phone the Effects tab is taller than the
        // room above the gear button, and the popover used to cover the header.
        collisionPadding={{ top: 72, right: 8, bottom: 8, left: 8 }}
        className="max-h-[var(--radix-popover-content-available-height)] w-80 overflow-y-auto"
        aria-label="Artwork settings"
      >
        <Tabs defaultValue="size">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="size">Size</TabsTrigger>
            <TabsTrigger value="position">Position</TabsTrigger>
            <TabsTrigger value="effects">Effects</TabsTrigger>
          </TabsList>

          <TabsContent value="size" className="space-y-4 pt-2">
            <SliderRow
              label="Size"
              value={`${settings.size}%`}
              valueText={trueWidth ? `≈ ${Math.round(trueWidth)} × ${Math.round(trueWidth * artworkAspect)} cm at true scale` : undefined}
            >
              {() => (
                <Slider
                  aria-label="Artwork size"
                  min={AR_SIZE.min}
                  max={AR_SIZE.max}
                  step={AR_SIZE.step}
                  value={[settings.size]}
                  onValueChange={([value]) => dispatch({ type: "setSize", value: value! })}
                />
              )}
            </SliderRow>
            <SwitchRow
              label="Show Actual Dimensions"
              checked={settings.showDimensions}
              onChange={(value) => dispatch({ type: "setShowDimensions", value })}
            />
            {settings.showDimensions && (
              <div className="grid grid-cols-2 gap-3">
                <div className="space-y-1">
                  <Label htmlFor={widthId}>Width cm</Label>
                  <Input
                    id={widthId}
                    type="number"
                    inputMode="numeric"
                    min={AR_DIMENSION_CM.min}
                    max={AR_DIMENSION_CM.max}
                    step={1}
                    value={settings.widthCm || ""}
                    onChange={(event) => dispatch({ type: "setDimension", axis: "widthCm", input: event.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={heightId}>Height cm</Label>
                  <Input
                    id={heightId}
                    type="number"
                    inputMode="numeric"
                    min={AR_DIMENSION_CM.min}
                    max={AR_DIMENSION_CM.max}
                    step={1}
                    value={settings.heightCm || ""}
                    onChange={(event) => dispatch({ type: "setDimension", axis: "heightCm", input: event.target.value })}
                  />
                </div>
              </div>
            )}
            <SliderRow label="Rotation" value={`${settings.rotation}°`}>
              {() => (
                <Slider
                  aria-label="Rotation"
                  min={AR_ROTATION.min}
                  max={AR_ROTATION.max}
                  step={AR_ROTATION.step}
                  value={[settings.rotation]}
                  onValueChange={([value]) => dispatch({ type: "setRotation", value: value! })}
                />
              )}
            </SliderRow>
            <div className="grid grid-cols-2 gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => dispatch({ type: "rotateBy", delta: -AR_ROTATION.button })}>
                -90°
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => dispatch({ type: "rotateBy", delta: AR_ROTATION.button })}>
                +90°
              </Button>
            </div>
          </TabsContent>

          <TabsContent value="position" className="space-y-4 pt-2">
            <SliderRow label="Horizontal" value={`${settings.x.toFixed(1)}%`}>
              {() => (
                <Slider
                  aria-label="Horizontal position"
                  min={AR_POSITION.min}
                  max={AR_POSITION.max}
                  step={AR_POSITION.step}
                  value={[settings.x]}
                  onValueChange={([value]) => dispatch({ type: "setPosition", x: value })}
                />
              )}
            </SliderRow>
            <SliderRow label="Vertical" value={`${settings.y.toFixed(1)}%`}>
              {() => (
                <Slider
                  aria-label="Vertical position"
                  min={AR_POSITION.min}
                  max={AR_POSITION.max}
                  step={AR_POSITION.step}
                  value={[settings.y]}
                  onValueChange={([value]) => dispatch({ type: "setPosition", y: value })}
                />
              )}
            </SliderRow>
            <Button type="button" variant="outline" className="w-full" onClick={() => dispatch({ type: "center" })}>
              Center Artwork
            </Button>
          </TabsContent>

          <TabsContent value="effects" className="space-y-4 pt-2">
            <SwitchRow label="Show Shadow" checked={settings.shadow} onChange={(value) => dispatch({ type: "setShadow", value })} />
            {settings.shadow && (
              <>
                <SliderRow label="Shadow opacity" value={settings.shadowOpacity.toFixed(2)}>
                  {() => (
                    <Slider
                      aria-label="Shadow opacity"
                      min={AR_SHADOW_OPACITY.min}
                      max={AR_SHADOW_OPACITY.max}
                      step={AR_SHADOW_OPACITY.step}
                      value={[settings.shadowOpacity]}
                      onValueChange={([value]) => dispatch({ type: "setShadowOpacity", value: value! })}
                    />
                  )}
                </SliderRow>
                <SliderRow label="Shadow blur" value={`${settings.shadowBlur} px`}>
                  {() => (
                    <Slider
                      aria-label="Shadow blur"
                      min={AR_SHADOW_BLUR.min}
                      max={AR_SHADOW_BLUR.max}
                      step={AR_SHADOW_BLUR.step}
                      value={[settings.shadowBlur]}
                      onValueChange={([value]) => dispatch({ type: "setShadowBlur", value: value! })}
                    />
                  )}
                </SliderRow>
              </>
            )}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Wall Color (Virtual)</legend>
              <div className="flex flex-wrap gap-2">
                {AR_WALL_COLORS.map((color) => (
                  <button
                    key={color.value}
                    type="button"
                    aria-label={color.name}
                    aria-pressed={settings.wallColor === color.value}
                    title={color.name}
                    onClick={() => dispatch({ type: "setWallColor", value: color.value })}
                    className={cn(
                      "size-9 rounded-full border-2 border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                      settings.wallColor === color.value && "border-primary ring-2 ring-primary",
                    )}
                    style={{ backgroundColor: color.value }}
                  />
                ))}
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => dispatch({ type: "resetWallColor" })}
                disabled={!settings.wallColor}
              >
                Reset Wall Color
              </Button>
            </fieldset>
          </TabsContent>
        </Tabs>
      </PopoverContent>
    </Popover>
  );
}
