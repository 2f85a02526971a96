import json

from flask import Flask, jsonify, request

from analytics.auth import login_required
from analytics.reports import render_summary

app = Flask(__name__)
MAX_STATE = 2 * 1024 * 1024


@app.post("/dashboards/state/restore")
@login_required
def restore_dashboard_state():
    upload = request.files.get("state")
    if upload is None or not upload.filename:
        return jsonify(error="missing state file"), 400
    if not upload.filename.endswith(".json"):
        return jsonify(error="unsupported file type"), 415
    if request.content_length and request.content_length > MAX_STATE:
        return jsonify(error="state file too large"), 413
    try:
        state = json.load(upload.stream)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return jsonify(error="state file is not valid JSON"), 422
    if not isinstance(state, dict) or "filters" not in state:
        return jsonify(error="not a dashboard state"), 422
    summary = render_summary(state["filters"], state.get("columns", []))
    return jsonify(summary=summary, restored=True)
