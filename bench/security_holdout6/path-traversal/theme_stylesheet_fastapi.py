from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()

THEME_DIR = Path(__file__).parent / "themes"
THEMES = {
    "light": "light.css",
    "dark": "dark.css",
    "contrast": "high-contrast.css",
}


@app.get("/themes/{theme}.css")
def theme_stylesheet(theme: str):
    filename = THEMES.get(theme)
    if filename is None:
        raise HTTPException(status_code=404, detail="unknown theme")
    return FileResponse(THEME_DIR / filename, media_type="text/css")
