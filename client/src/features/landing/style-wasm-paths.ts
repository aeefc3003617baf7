/** Where the browser fetches tfjs's WebAssembly files: hashed build assets, never a CDN. */
import wasm from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url";
import wasmSimd from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url";
import wasmThreadedSimd from "@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url";

export const STYLE_WASM_PATHS: Record<string, string> = {
  "tfjs-backend-wasm.wasm": wasm,
  "tfjs-backend-wasm-simd.wasm": wasmSimd,
  "tfjs-backend-wasm-threaded-simd.wasm": wasmThreadedSimd,
};
