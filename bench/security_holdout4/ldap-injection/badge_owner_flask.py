import os

from flask import Blueprint, abort, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

bp = Blueprint("badges", __name__)
server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.com"))
PEOPLE_DN = "ou=people,dc=example,dc=com"


@bp.route("/badges/owner")
def badge_owner():
    badge_id = request.args.get("badge_id", "")
    if not badge_id:
        abort(400)
    ldap_filter = "(&(objectClass=person)(employeeNumber={}))".format(escape_filter_chars(badge_id))
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(PEOPLE_DN, ldap_filter, SUBTREE, attributes=["uid", "displayName"])
        if not conn.entries:
            abort(404)
        entry = conn.entries[0]
    return jsonify({"uid": str(entry.uid), "name": str(entry.displayName)})
