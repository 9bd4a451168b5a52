// The web app (placeholder until the page lands).
