from flask import Flask, request

app = Flask(__name__)


def theme_path(theme):
    return "/srv/themes/default.css"


@app.route("/theme.css")
def theme_css():
    theme = request.args.get("theme", "")
    with open(theme_path(theme), encoding="utf-8") as handle:
        return handle.read(), 200, {"Content-Type": "text/css"}
