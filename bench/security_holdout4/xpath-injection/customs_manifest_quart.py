import os

from lxml import etree
from quart import Quart, jsonify, request

app = Quart(__name__)
MANIFEST_DIR = os.environ.get("MANIFEST_DIR", "/srv/customs/manifests")


def load_manifest(voyage):
    return etree.parse(os.path.join(MANIFEST_DIR, f"{int(voyage)}.xml"))


@app.route("/voyages/<int:voyage>/consignments")
async def consignments_by_hs_code(voyage):
    hs_code = request.args.get("hs", "")
    tree = load_manifest(voyage)
    nodes = tree.xpath(f"//consignment[hsCode='{hs_code}' and @cleared='true']")
    return jsonify([
        {
            "ref": n.get("ref"),
            "consignee": n.findtext("consignee"),
            "description": n.findtext("description"),
        }
        for n in nodes
    ])
