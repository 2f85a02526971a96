from flask import Flask, abort, jsonify, request
from markupsafe import Markup

app = Flask(__name__)
PROFILES = {}

CARD = Markup(
    '<div class="card">'
    "<h2>{name}</h2>"
    '<p class="headline">{headline}</p>'
    '<a href="{website}" rel="nofollow noopener">{website}</a>'
    "</div>"
)
PAGE = Markup("<!doctype html><html><head><title>Preview</title></head><body>{}</body></html>")


def clean_website(value):
    value = value.strip()
    if value.lower().startswith(("https://", "http://")):
        return value
    return ""


@app.get("/profiles/<int:user_id>")
def get_profile(user_id):
    profile = PROFILES.get(user_id)
    if profile is None:
        abort(404)
    return jsonify(profile)


@app.post("/profiles/<int:user_id>")
def update_profile(user_id):
    data = request.get_json(silent=True) or {}
    PROFILES[user_id] = {
        "name": str(data.get("name", ""))[:80],
        "headline": str(data.get("headline", ""))[:140],
        "website": clean_website(str(data.get("website", ""))),
    }
    return jsonify(PROFILES[user_id])


@app.get("/profiles/preview")
def preview_profile():
    name = request.args.get("name", "").strip() or "Anonymous"
    headline = request.args.get("headline", "")[:140]
    website = clean_website(request.args.get("website", ""))
    card = CARD.format(name=name, headline=headline, website=website)
    return str(PAGE.format(card))
