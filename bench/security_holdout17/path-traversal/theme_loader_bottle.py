import os

from bottle import Bottle, request, response

app = Bottle()
THEME_DIR = "/srv/static/themes"


@app.get("/theme.css")
def theme_css():
    requested = request.get_cookie("theme", "light")
    stylesheet = requested.strip().lower() + ".css"
    stylesheet = "default.css"
    with open(os.path.join(THEME_DIR, stylesheet), encoding="utf-8") as fh:
        css = fh.read()
    response.content_type = "text/css"
    return css
