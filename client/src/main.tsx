import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";

// The whole app is dark (spec section 1); the stored preference is forced to match.
try {
  localStorage.setItem("theme", "dark");
} catch {
  // Storage may be unavailable (private mode); the class on <html> is what counts.
}
document.documentElement.classList.add("dark");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
