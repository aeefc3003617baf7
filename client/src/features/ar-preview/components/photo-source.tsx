import { useId, useRef } from "react";
import { ImageUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { CameraCapture } from "./camera-capture";

export type PhotoOrigin = "camera" | "gallery";

/** Before a wall photo exists: the Camera and Gallery tabs (secondary spec, AR Preview). */
export function PhotoSource({
  mode,
  onModeChange,
  onPhoto,
}: {
  mode: PhotoOrigin;
  onModeChange: (mode: PhotoOrigin) => void;
  onPhoto: (image: Blob, origin: PhotoOrigin) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <Tabs value={mode} onValueChange={(value) => onModeChange(value as PhotoOrigin)}>
          <TabsList aria-label="Wall photo source" className="grid w-full grid-cols-2 sm:w-80">
            <TabsTrigger value="camera">Camera</TabsTrigger>
            <TabsTrigger value="gallery">Gallery</TabsTrigger>
          </TabsList>
          <TabsContent value="camera" className="pt-3">
            {/* Mounted only while its tab is shown, so the camera is on only then. */}
            {mode === "camera" && <CameraCapture onCapture={(image) => onPhoto(image, "camera")} />}
          </TabsContent>
          <TabsContent value="gallery" className="space-y-3 pt-3">
            <p id={hintId} className="text-sm text-muted-foreground">
              Choose a photo of your wall, taken straight on and showing where the artwork would hang.
            </p>
            <input
              ref={inputRef}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label="Wall photo"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onPhoto(file, "gallery");
                event.target.value = "";
              }}
            />
            <Button type="button" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden="true" />
              Choose Photo
            </Button>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
