import re

from flask import Flask, Response, abort, jsonify, request

from .shipping import fetch_tracking_events

app = Flask(__name__)

TRACKING_RE = re.compile(r"[A-Z0-9]{8,22}")

LAYOUT = """<!doctype html>
<html><head><title>Track your parcel</title></head>
<body>{content}</body></html>"""


def tracking_number_from_request():
    raw = request.args.get("n", "").strip().upper()
    if not TRACKING_RE.fullmatch(raw):
        abort(400, description="Invalid tracking number")
    return raw


@app.get("/track")
def track_page():
    number = tracking_number_from_request()
    events = fetch_tracking_events(number)
    rows = "".join(f"<tr><td>{e.when:%d %b %H:%M}</td><td>{e.status_code}</td></tr>" for e in events)
    content = f"<h1>Parcel {number}</h1><table>{rows}</table>"
    return Response(LAYOUT.format(content=content), mimetype="text/html")


@app.get("/track.json")
def track_json():
    number = tracking_number_from_request()
    return jsonify(
        number=number,
        events=[{"when": e.when.isoformat(), "status": e.status_code} for e in fetch_tracking_events(number)],
    )


@app.errorhandler(400)
def bad_request(err):
    return Response(
        LAYOUT.format(content="<h1>That doesn't look like a tracking number</h1>"),
        status=400,
        mimetype="text/html",
    )
