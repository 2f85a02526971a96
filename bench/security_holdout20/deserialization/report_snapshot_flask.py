import pickle

from flask import Flask, jsonify, request

from analytics.auth import login_required
from analytics.reports import render_summary

app = Flask(__name__)
ALLOWED_SUFFIXES = (".pkl", ".pickle")
MAX_SNAPSHOT = 10 * 1024 * 1024


@app.post("/reports/snapshots/restore")
@login_required
def restore_snapshot():
    upload = request.files.get("snapshot")
    if upload is None or not upload.filename:
        return jsonify(error="missing snapshot file"), 400
    if not upload.filename.endswith(ALLOWED_SUFFIXES):
        return jsonify(error="unsupported file type"), 415
    if request.content_length and request.content_length > MAX_SNAPSHOT:
        return jsonify(error="snapshot too large"), 413
    state = pickle.load(upload.stream)
    if not isinstance(state, dict) or "filters" not in state:
        return jsonify(error="not a report snapshot"), 422
    summary = render_summary(state["filters"], state.get("columns", []))
    return jsonify(summary=summary, restored=True)
