import mimetypes
import os

from bottle import Bottle, HTTPResponse, request, response

app = Bottle()
THEMES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "themes")


@app.get("/theme/asset")
def theme_asset():
    theme = request.query.get("theme", "default")
    asset = request.query.get("path", "style.css")
    location = os.path.join(THEMES_DIR, theme, asset)
    if not os.path.exists(location):
        return HTTPResponse(status=404, body="missing asset")
    content_type, _ = mimetypes.guess_type(location)
    response.content_type = content_type or "application/octet-stream"
    with open(location, "rb") as handle:
        return handle.read()


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
