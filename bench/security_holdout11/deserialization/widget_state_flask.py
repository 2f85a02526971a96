import os

from flask import Flask, jsonify, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
serializer = URLSafeSerializer(os.environ["WIDGET_STATE_KEY"], salt="widget-state")


@app.route("/widgets/state")
def widget_state():
    blob = request.args.get("state", "")
    try:
        state = serializer.loads(blob)
    except BadSignature:
        state = {"layout": "default", "pinned": []}
    return jsonify(layout=state.get("layout"), pinned=state.get("pinned", []))
