import xml.sax
from xml.dom import minidom
from xml.sax.handler import feature_external_ges

from flask import Blueprint, jsonify, request

tracks_bp = Blueprint("tracks", __name__)


def _sax_parser():
    p = xml.sax.make_parser()
    p.setFeature(feature_external_ges, True)
    return p


@tracks_bp.route("/tracks", methods=["POST"])
def upload_track():
    gpx_file = request.files["gpx"]
    text = gpx_file.read().decode("utf-8")
    dom = minidom.parseString(text, parser=_sax_parser())
    points = dom.getElementsByTagName("trkpt")
    name_nodes = dom.getElementsByTagName("name")
    track_name = name_nodes[0].firstChild.data if name_nodes and name_nodes[0].firstChild else "Untitled"
    coords = [(float(p.getAttribute("lat")), float(p.getAttribute("lon"))) for p in points]
    return jsonify({"name": track_name, "points": len(coords), "start": coords[0] if coords else None})
