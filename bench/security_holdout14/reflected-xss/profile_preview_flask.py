from flask import Flask, request
from markupsafe import escape

app = Flask(__name__)

TEMPLATE = "<article><h2>{title}</h2><p>{bio}</p><small>{location}</small></article>"
FIELDS = ("title", "bio", "location")


@app.route("/profile/preview", methods=["POST"])
def preview():
    fields = {k: request.form.get(k, "") for k in FIELDS}
    encoded = {k: str(escape(v)) for k, v in fields.items()}
    html = TEMPLATE.format(**encoded)
    return html
