import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useLocation } from "wouter";
import { ArrowLeft, Loader2, Save } from "lucide-react";
import { AR_DEFAULT_TITLE, AR_TITLE_MAX, AR_TOAST_MS } from "@contracts/ar-previews";
import { PageMeta } from "@/components/page-meta";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { ComposedUpload } from "../api/composed-upload";
import { useCreateArPreview } from "../api/create-ar-preview";
import { useSaveLocalPreview } from "../api/local-previews";
import type { CalibrationLine } from "../lib/calibration";
import { canvasToBlob, composePreview, makeThumbnail } from "../lib/compose";
import { computeArtworkBox, getArtworkAspect } from "../lib/layout";
import { arSettingsReducer, DEFAULT_AR_SETTINGS } from "../lib/settings";
import { ArScene } from "./ar-scene";
import { ArtworkSource } from "./artwork-source";
import { IntroOverlay, hasSeenIntro, rememberIntroSeen } from "./intro-overlay";
import { PhotoSource, type PhotoOrigin } from "./photo-source";
import { SavedPreviewsStrip } from "./saved-previews-strip";
import { SettingsPopover } from "./settings-popover";
import { SharePopover } from "./share-popover";
import { TrueScalePanel } from "./true-scale-panel";
import { useArtworkImage, useObjectUrlImage } from "./use-artwork-image";

export interface ArPreviewPageProps {
  /** The query parameter artworkId: one of the user's appraisals. */
  artworkId: string | null;
  /** The query parameter title ("Artwork" when missing). */
  title: string;
  isSignedIn: boolean;
}

/** /ar-preview: the artwork placed on a photo of the user's wall, adjusted, saved and shared. */
export function ArPreviewPage({ artworkId, title: titleParam, isSignedIn }: ArPreviewPageProps) {
  // The server keeps titles up to AR_TITLE_MAX characters; a longer query parameter is cut, not refused.
  const title = titleParam.trim().slice(0, AR_TITLE_MAX) || AR_DEFAULT_TITLE;
  const [, navigate] = useLocation();
  const [settings, dispatch] = useReducer(arSettingsReducer, DEFAULT_AR_SETTINGS);
  const [photoMode, setPhotoMode] = useState<PhotoOrigin>("camera");
  const photo = useObjectUrlImage();
  const artwork = useArtworkImage({
    artworkId,
    isSignedIn,
    onDimensions: (widthCm, heightCm) => dispatch({ type: "setDimensionsCm", widthCm, heightCm }),
  });
  const [showIntro, setShowIntro] = useState(false);
  const [isCalibrating, setIsCalibrating] = useState(false);
  const [calibrationLine, setCalibrationLine] = useState<CalibrationLine | null>(null);
  const sceneRef = useRef<HTMLDivElement>(null);
  const createPreview = useCreateArPreview();
  const saveLocal = useSaveLocalPreview();
  const [isSaving, setIsSaving] = useState(false);

  const handlePhoto = useCallback(
    async (image: Blob, origin: PhotoOrigin) => {
      try {
        await photo.set(image);
      } catch {
        toast({
          title: "Error",
          description: "That file is not an image this browser can show. Choose a JPEG, PNG or WebP photo.",
          variant: "destructive",
          duration: AR_TOAST_MS,
        });
        return;
      }
      dispatch({ type: "reset" });
      setCalibrationLine(null);
      setIsCalibrating(false);
      toast({
        title: origin === "camera" ? "Image captured" : "Image uploaded",
        description: "Now you can place your artwork in the scene",
        duration: AR_TOAST_MS,
      });
      if (!hasSeenIntro()) setShowIntro(true);
    },
    [photo],
  );

  const handleReset = () => {
    photo.clear();
    setIsCalibrating(false);
    setCalibrationLine(null);
    dispatch({ type: "reset" });
  };

  const artworkAspect = getArtworkAspect({
    widthCm: settings.widthCm,
    heightCm: settings.heightCm,
    imageWidth: artwork.image?.width ?? 1,
    imageHeight: artwork.image?.height ?? 1,
  });
  // A tall artwork can reach the 80% limit by its height while the size slider is still in range.
  const isShrunkToFit =
    !!photo.image &&
    computeArtworkBox({ size: settings.size, artworkAspect, sceneAspect: photo.image.height / photo.image.width }).width <
      settings.size / 100 - 1e-6;

  /** The scene as it is now, drawn to a canvas; null (with a message) while something is missing. */
  const renderScene = useCallback(() => {
    if (!photo.image || !artwork.image) {
      toast({
        title: "Artwork image needed",
        description: "Choose the artwork image to place it on your wall first.",
        variant: "destructive",
        duration: AR_TOAST_MS,
      });
      return null;
    }
    return composePreview({
      photo: photo.image,
      artwork: artwork.image,
      settings,
      displayWidth: sceneRef.current?.clientWidth ?? photo.image.width,
    });
  }, [photo.image, artwork.image, settings]);

  const compose = useCallback(async (): Promise<ComposedUpload | null> => {
    const canvas = renderScene();
    if (!canvas) return null;
    return { image: await canvasToBlob(canvas), artworkTitle: title, artworkId, widthCm: settings.widthCm, heightCm: settings.heightCm };
  }, [renderScene, title, artworkId, settings.widthCm, settings.heightCm]);

  const handleSave = async () => {
    const canvas = renderScene();
    if (!canvas) return;
    setIsSaving(true);
    try {
      const image = await canvasToBlob(canvas);
      if (isSignedIn) {
        await createPreview.mutateAsync({
          upload: { image, artworkTitle: title, artworkId, widthCm: settings.widthCm, heightCm: settings.heightCm },
          share: false,
        });
      } else {
        const thumbnail = await canvasToBlob(makeThumbnail(canvas), "image/jpeg", 0.8);
        await saveLocal.mutateAsync({
          id: crypto.randomUUID(),
          image,
          thumbnail,
          artworkId,
          artworkTitle: title,
          createdAt: new Date().toISOString(),
        });
      }
      toast({ title: "Preview saved", description: "Your AR preview has been saved to your gallery", duration: AR_TOAST_MS });
    } catch (error) {
      const message =
        (error instanceof ApiError && error.serverMessage) ||
        (error instanceof Error && error.message) ||
        "The preview could not be saved.";
      toast({ title: "Error", description: message, variant: "destructive", duration: AR_TOAST_MS });
    } finally {
      setIsSaving(false);
    }
  };

  const handleBack = () => {
    // Browser history back, as the spec says; a page opened directly has nothing to go back to.
    if (window.history.length > 1) window.history.back();
    else navigate("/");
  };

  // Escape leaves the line-drawing mode.
  useEffect(() => {
    if (!isCalibrating) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setIsCalibrating(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isCalibrating]);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      {/* A public page in the sitemap: its checked tags come from contracts/seo-pages.ts, never noindex. */}
      <PageMeta />
      <header className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="ghost" size="icon" aria-label="Back" onClick={handleBack}>
          <ArrowLeft aria-hidden="true" />
        </Button>
        <h1 className="min-w-0 flex-1 break-words text-2xl font-bold sm:text-3xl">AR Preview: {title}</h1>
        {photo.image && (
          <div className="flex w-full gap-2 sm:w-auto">
            <SharePopover isSignedIn={isSignedIn} compose={compose} />
            <Button type="button" onClick={handleSave} disabled={isSaving}>
              {isSaving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
              Save
            </Button>
          </div>
        )}
      </header>

      <ArtworkSource
        title={title}
        artwork={artwork.image}
        note={artwork.note}
        canChoose={artwork.canChoose}
        onChoose={(file) => void artwork.choose(file)}
      />

      {photo.image ? (
        <div className="space-y-3">
          <ArScene
            photo={photo.image}
            artwork={artwork.image}
            title={title}
            settings={settings}
            dispatch={dispatch}
            sceneRef={sceneRef}
            isCalibrating={isCalibrating}
            calibrationLine={calibrationLine}
            onCalibrationLine={setCalibrationLine}
            onReset={handleReset}
          >
            <SettingsPopover settings={settings} dispatch={dispatch} artworkAspect={artworkAspect} />
            {showIntro && (
              <IntroOverlay
                onDismiss={() => {
                  rememberIntroSeen();
                  setShowIntro(false);
                }}
              />
            )}
          </ArScene>
          <p className="text-center text-sm text-muted-foreground">Drag to position artwork • Use size controls to adjust dimensions</p>
          <TrueScalePanel
            settings={settings}
            isCalibrating={isCalibrating}
            line={calibrationLine}
            isClamped={!!settings.calibration && (settings.trueScaleClamped || isShrunkToFit)}
            onStart={() => {
              setCalibrationLine(null);
              setIsCalibrating(true);
            }}
            onCancel={() => setIsCalibrating(false)}
            onApply={(lengthCm) => {
              if (!calibrationLine || !photo.image) return;
              dispatch({ type: "calibrate", line: calibrationLine, lengthCm, photoWidth: photo.image.width });
              setIsCalibrating(false);
            }}
            onClear={() => dispatch({ type: "clearCalibration" })}
          />
        </div>
      ) : (
        <PhotoSource mode={photoMode} onModeChange={setPhotoMode} onPhoto={(image, origin) => void handlePhoto(image, origin)} />
      )}

      <SavedPreviewsStrip isSignedIn={isSignedIn} />
    </div>
  );
}
