import hashlib

from flask import Blueprint, Flask, abort, jsonify, request
from flask.views import MethodView
from lxml import etree

assets_bp = Blueprint("assets", __name__, url_prefix="/assets")
SVG_NS = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 2 * 1024 * 1024
ASSETS = {}


class SvgInspector:
    def __init__(self):
        self.parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=False)

    def inspect(self, data):
        root = etree.fromstring(data, self.parser)
        if root.tag != f"{SVG_NS}svg":
            raise ValueError("not an svg document")
        return {
            "width": root.get("width"),
            "height": root.get("height"),
            "title": root.findtext(f"{SVG_NS}title"),
            "description": root.findtext(f"{SVG_NS}desc"),
            "elements": sum(1 for _ in root.iter()),
        }


INSPECTOR = SvgInspector()


class AssetUploadAPI(MethodView):
    def post(self):
        upload = request.files.get("file")
        if upload is None:
            abort(400)
        data = upload.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            abort(413)
        try:
            meta = INSPECTOR.inspect(data)
        except (ValueError, etree.XMLSyntaxError):
            abort(422)
        asset_id = hashlib.sha256(data).hexdigest()[:16]
        ASSETS[asset_id] = meta
        return jsonify({"id": asset_id, **meta}), 201


class AssetDetailAPI(MethodView):
    def get(self, asset_id):
        if asset_id not in ASSETS:
            abort(404)
        return jsonify(ASSETS[asset_id])


assets_bp.add_url_rule("/", view_func=AssetUploadAPI.as_view("upload"))
assets_bp.add_url_rule("/<asset_id>", view_func=AssetDetailAPI.as_view("detail"))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(assets_bp)
    return app
