from flask import Flask, request
from jinja2 import DictLoader, Environment

app = Flask(__name__)

TEMPLATES = {
    "preview.html": (
        "<html><body><h1>{{ title }}</h1>"
        "<p>Period: {{ period }}</p>"
        "<p>{{ rows|length }} rows selected</p></body></html>"
    )
}
env = Environment(loader=DictLoader(TEMPLATES), autoescape=False)


@app.route("/reports/preview")
def preview():
    title = request.args.get("title", "Untitled report")
    period = request.args.get("period", "this month")
    rows = request.args.getlist("row")
    html = env.get_template("preview.html").render(title=title, period=period, rows=rows)
    return html, 200, {"Content-Type": "text/html; charset=utf-8"}
