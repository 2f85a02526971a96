import mimetypes
from pathlib import Path

from bottle import Bottle, abort, request, response

app = Bottle()
THEMES_ROOT = Path("/opt/site/themes")


class ThemeAsset:
    def __init__(self, theme, asset):
        self.theme = theme or "default"
        self.asset = asset

    @property
    def path(self):
        return THEMES_ROOT / self.theme / "assets" / self.asset


@app.get("/theme-asset")
def theme_asset():
    item = ThemeAsset(request.query.get("theme"), request.query.get("file", "style.css"))
    if not item.path.is_file():
        abort(404, "missing asset")
    response.content_type = mimetypes.guess_type(str(item.path))[0] or "application/octet-stream"
    with open(item.path, "rb") as fh:
        return fh.read()
