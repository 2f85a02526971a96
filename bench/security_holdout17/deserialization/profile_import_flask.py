import yaml
from flask import Flask, abort, jsonify, request

app = Flask(__name__)
ALLOWED_KEYS = {"nickname", "bio", "timezone"}


@app.put("/profile/import")
def import_profile():
    text = request.get_data(as_text=True)
    try:
        doc = yaml.load(text, Loader=yaml.BaseLoader) or {}
    except yaml.YAMLError:
        abort(400)
    if not isinstance(doc, dict):
        abort(400)
    profile = {k: str(v)[:200] for k, v in doc.items() if k in ALLOWED_KEYS}
    return jsonify(profile=profile)
