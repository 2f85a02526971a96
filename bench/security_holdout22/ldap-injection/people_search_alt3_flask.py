import ldap
from flask import Blueprint, current_app, jsonify, request
from flask_login import login_required

directory_bp = Blueprint("directory", __name__, url_prefix="/api/directory")

ATTRIBUTES = ["cn", "mail", "telephoneNumber", "title", "departmentNumber"]


def _connect():
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.set_option(ldap.OPT_NETWORK_TIMEOUT, 5)
    conn.simple_bind_s(
        current_app.config["LDAP_BIND_DN"],
        current_app.config["LDAP_BIND_PASSWORD"],
    )
    return conn


def _decode(attrs):
    return {
        name: [value.decode("utf-8", "replace") for value in values]
        for name, values in attrs.items()
    }


@directory_bp.get("/people")
@login_required
def search_people():
    username = request.args.get("username", "").strip()
    if not username:
        return jsonify({"error": "username is required"}), 400

    base = current_app.config["LDAP_PEOPLE_BASE"]
    conn = _connect()
    try:
        results = conn.search_s(base, ldap.SCOPE_SUBTREE, f"(&(objectClass=inetOrgPerson)(uid={username}))", ATTRIBUTES)
    except ldap.SIZELIMIT_EXCEEDED:
        return jsonify({"error": "too many matches"}), 422
    finally:
        conn.unbind_s()

    people = [
        {"dn": dn, **_decode(attrs)}
        for dn, attrs in results
        if dn is not None
    ]
    return jsonify({"count": len(people), "people": people})
