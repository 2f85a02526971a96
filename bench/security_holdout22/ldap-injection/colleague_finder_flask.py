import ldap
from ldap.filter import filter_format
from flask import Blueprint, current_app, g, jsonify, request
from flask_login import login_required

colleagues_bp = Blueprint("colleagues", __name__, url_prefix="/api/colleagues")

RETURNED = ["uid", "cn", "mail", "title", "manager"]


def get_ldap():
    if "ldap_conn" not in g:
        conn = ldap.initialize(current_app.config["LDAP_URI"])
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(
            current_app.config["LDAP_BIND_DN"],
            current_app.config["LDAP_BIND_PASSWORD"],
        )
        g.ldap_conn = conn
    return g.ldap_conn


@colleagues_bp.teardown_app_request
def close_ldap(_exc):
    conn = g.pop("ldap_conn", None)
    if conn is not None:
        conn.unbind_s()


@colleagues_bp.get("/by-mail")
@login_required
def find_by_mail():
    email = request.args.get("email", "").strip().lower()
    if not email:
        return jsonify({"error": "email is required"}), 400

    search_filter = filter_format("(&(objectClass=inetOrgPerson)(mail=%s))", [email])
    conn = get_ldap()
    results = conn.search_s(current_app.config["LDAP_PEOPLE_BASE"], ldap.SCOPE_SUBTREE, search_filter, RETURNED)

    people = []
    for dn, attrs in results:
        if dn is None:
            continue
        people.append(
            {
                key: attrs[key][0].decode("utf-8", "replace")
                for key in RETURNED
                if key in attrs
            }
        )
    return jsonify({"people": people})
