import base64
import json

from flask import Flask, request, jsonify

app = Flask(__name__)


@app.route("/dashboard/layout", methods=["POST"])
def load_layout():
    encoded = request.form.get("layout", "")
    try:
        raw = base64.urlsafe_b64decode(encoded)
        layout = json.loads(raw)
    except ValueError:
        layout = {"widgets": []}
    widgets = [w for w in layout.get("widgets", []) if isinstance(w, dict)]
    return jsonify({"widgets": widgets})
