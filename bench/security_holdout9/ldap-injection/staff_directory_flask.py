import logging
import os
from functools import lru_cache

import ldap
from ldap.filter import filter_format
from flask import Blueprint, Flask, abort, jsonify, request

log = logging.getLogger("staff")
bp = Blueprint("staff", __name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldap://127.0.0.1")
BASE_DN = os.environ.get("LDAP_BASE", "ou=staff,dc=school,dc=edu")
RETURN_ATTRS = ["cn", "mail", "ou", "roomNumber"]


@lru_cache(maxsize=1)
def connection():
    conn = ldap.initialize(LDAP_URL)
    conn.protocol_version = 3
    conn.simple_bind_s(os.environ.get("LDAP_USER", ""), os.environ.get("LDAP_PASS", ""))
    return conn


def to_json(results):
    out = []
    for dn, attrs in results:
        if dn is None:
            continue
        out.append({k: attrs[k][0].decode() for k in RETURN_ATTRS if k in attrs})
    return out


class StaffQuery:
    def __init__(self, surname, unit=None):
        self.surname = surname
        self.unit = unit

    def filter(self):
        if self.unit:
            return filter_format("(&(objectClass=person)(sn=%s)(ou=%s))", [self.surname, self.unit])
        return filter_format("(&(objectClass=person)(sn=%s))", [self.surname])


@bp.route("/staff")
def find_staff():
    surname = request.args.get("surname")
    if not surname:
        abort(400)
    query = StaffQuery(surname, request.args.get("unit"))
    flt = query.filter()
    log.debug("staff search %s", flt)
    results = connection().search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, RETURN_ATTRS)
    return jsonify(to_json(results))


@bp.route("/staff/ping")
def ping():
    return jsonify(base=BASE_DN)


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
