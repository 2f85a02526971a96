from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from flask import Blueprint, abort, jsonify, request
from flask_login import current_user, login_required
from xml.etree.ElementTree import ParseError

from .models import Track, TrackPoint, db

tracks_bp = Blueprint("tracks", __name__, url_prefix="/api/tracks")

GPX_NS = {"gpx": "http://www.topografix.com/GPX/1/1"}
MAX_UPLOAD = 10 * 1024 * 1024


@tracks_bp.post("/")
@login_required
def upload_track():
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        abort(400, description="a .gpx file is required")

    data = upload.read(MAX_UPLOAD + 1)
    if len(data) > MAX_UPLOAD:
        abort(413)

    try:
        root = DefusedET.fromstring(data)
    except (ParseError, DefusedXmlException):
        abort(422, description="file is not a readable GPX document")

    name = root.findtext("gpx:trk/gpx:name", namespaces=GPX_NS) or upload.filename
    track = Track(owner_id=current_user.id, name=name[:120])
    db.session.add(track)

    count = 0
    for point in root.iterfind(".//gpx:trkpt", GPX_NS):
        try:
            lat = float(point.get("lat"))
            lon = float(point.get("lon"))
        except (TypeError, ValueError):
            continue
        track.points.append(
            TrackPoint(
                lat=lat,
                lon=lon,
                elevation=point.findtext("gpx:ele", namespaces=GPX_NS),
                recorded_at=point.findtext("gpx:time", namespaces=GPX_NS),
            )
        )
        count += 1

    db.session.commit()
    return jsonify({"id": track.id, "name": track.name, "points": count}), 201
