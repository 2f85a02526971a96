import logging
from datetime import datetime, timezone

import ldap
from flask import Blueprint, current_app, g, jsonify, request
from ldap.filter import filter_format

bp = Blueprint("account_status", __name__, url_prefix="/helpdesk")
log = logging.getLogger(__name__)

STATUS_ATTRS = ["uid", "mail", "pwdAccountLockedTime", "shadowExpire", "loginShell"]


def directory():
    if "ldap_conn" not in g:
        cfg = current_app.config
        conn = ldap.initialize(cfg["LDAP_URI"])
        conn.set_option(ldap.OPT_REFERRALS, 0)
        conn.simple_bind_s(cfg["LDAP_BIND_DN"], cfg["LDAP_BIND_PW"])
        g.ldap_conn = conn
    return g.ldap_conn


@bp.teardown_app_request
def close_directory(_exc):
    conn = g.pop("ldap_conn", None)
    if conn is not None:
        conn.unbind_s()


def summarize(attrs):
    locked = attrs.get("pwdAccountLockedTime")
    expire = attrs.get("shadowExpire")
    days = int(expire[0]) if expire else None
    today = (datetime.now(timezone.utc) - datetime(1970, 1, 1, tzinfo=timezone.utc)).days
    return {
        "uid": attrs["uid"][0].decode(),
        "locked": bool(locked),
        "expired": days is not None and days < today,
    }


@bp.get("/account-status")
def account_status():
    email = request.args.get("email", "").strip().lower()
    if "@" not in email:
        return jsonify(error="email required"), 400
    query = filter_format("(&(objectClass=posixAccount)(mail=%s))", [email])
    base = current_app.config["LDAP_PEOPLE_BASE"]
    try:
        results = directory().search_s(base, ldap.SCOPE_SUBTREE, query, STATUS_ATTRS)
    except ldap.LDAPError:
        log.exception("status lookup failed")
        return jsonify(error="directory unavailable"), 503
    entries = [attrs for dn, attrs in results if dn]
    if not entries:
        return jsonify(error="no such account"), 404
    return jsonify(summarize(entries[0]))
