import logging
import os
from functools import lru_cache

from flask import Blueprint, Flask, abort, jsonify, request
from lxml import etree

log = logging.getLogger(__name__)
bp = Blueprint("staff", __name__, url_prefix="/staff")

STAFF_XML = os.environ.get("STAFF_XML", "data/staff.xml")

BY_DEPARTMENT = etree.XPath("//employee[department=$dept and (not($active) or @active='true')]")
BY_ID = etree.XPath("//employee[@id=$emp_id]")


@lru_cache(maxsize=1)
def staff_tree():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(STAFF_XML, parser)


def to_dict(node):
    return {
        "id": node.get("id"),
        "name": node.findtext("name"),
        "department": node.findtext("department"),
        "email": node.findtext("email"),
    }


@bp.route("/")
def by_department():
    dept = request.args.get("department", "")
    only_active = request.args.get("active", "1") == "1"
    nodes = BY_DEPARTMENT(staff_tree(), dept=dept, active=only_active)
    log.debug("department query returned %d rows", len(nodes))
    return jsonify([to_dict(n) for n in nodes])


@bp.route("/<emp_id>")
def by_id(emp_id):
    nodes = BY_ID(staff_tree(), emp_id=emp_id)
    if not nodes:
        abort(404)
    return jsonify(to_dict(nodes[0]))


@bp.route("/reload", methods=["POST"])
def reload_tree():
    staff_tree.cache_clear()
    return jsonify(reloaded=True)


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
